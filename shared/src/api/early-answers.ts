// Answers the server wrote into the page (#kala-data: the page's first requests, see
// @kala/shared/first-data), each used once, by the request it answers; later requests go to the network.
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

let answers: Map<string, EarlyAnswer> | null = null;

function readPage(): Map<string, EarlyAnswer> {
  const block = typeof document === 'undefined' ? null : document.getElementById('kala-data');
  try {
    return new Map(Object.entries(block?.textContent ? (JSON.parse(block.textContent) as Record<string, EarlyAnswer>) : {}));
  } catch {
    return new Map();
  }
}

/** The page's answer for a full URL ('/api/slider/home-slider'), once; undefined when there is none. */
export function takeEarlyAnswer(url: string): EarlyAnswer | undefined {
  answers ??= readPage();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
