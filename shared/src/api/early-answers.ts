// Answers the server wrote into the page (#kala-data: the page's first requests, see
// @kala/shared/first-data), each used once, by the request it answers; later requests go to the network.
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

let answers: Map<string, EarlyAnswer> | null = null;
/** The answers were made with the session cookie's token (data-for="session"), not as a visitor. */
let forSession = false;

function readPage(): Map<string, EarlyAnswer> {
  const block = typeof document === 'undefined' ? null : document.getElementById('kala-data');
  forSession = block?.dataset.for === 'session';
  try {
    return new Map(Object.entries(block?.textContent ? (JSON.parse(block.textContent) as Record<string, EarlyAnswer>) : {}));
  } catch {
    return new Map();
  }
}

/**
 * The page's answer for a full URL ('/api/slider/home-slider'), once; undefined when there is none, or when
 * the request's viewer is not the one the server answered for (`signedIn`: the request carries the token).
 * `onlySuccess`: a failed answer is neither returned nor used up.
 */
export function takeEarlyAnswer(url: string, signedIn: boolean, { onlySuccess = false } = {}): EarlyAnswer | undefined {
  answers ??= readPage();
  if (signedIn !== forSession) return undefined;
  const answer = answers.get(url);
  // A failure left for the request, which turns it into its error as the network's would be.
  if (onlySuccess && answer && (answer.status < 200 || answer.status >= 300)) return undefined;
  answers.delete(url);
  return answer;
}
