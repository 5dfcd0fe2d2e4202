// Feed post rules of spec §5 (video link, post image, text): one check for the form and the server.
import { POST_LIMITS, ATTACHMENT_LIMITS_MB } from '../constants';
import type { CodedText } from '../errors/coded';
import { problemText } from '../messages';
import { isBlank, type FieldProblem } from './text';

const VIDEO_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of a recognisable video link (watch, share, embed, shorts), or null. */
export function videoIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !VIDEO_HOSTS.test(url.hostname)) return null;
  const fromPath = url.hostname.toLowerCase().endsWith('youtu.be')
    ? url.pathname.slice(1)
    : (/^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? (url.pathname === '/watch' ? url.searchParams.get('v') : null));
  return fromPath && VIDEO_ID.test(fromPath) ? fromPath : null;
}

export const videoUrlOf = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

export interface PostDraft {
  post: string;
  /** Size in bytes of the chosen image, if any. */
  imageBytes?: number | null;
  youtubeUrl?: string | null;
}

export type PostField = 'post' | 'picture' | 'youtubeUrl';
export const POST_FIELDS: readonly PostField[] = ['post', 'picture', 'youtubeUrl'];

/** Every problem of a new or edited post, by field (spec §5); the form shows them, the server the first. */
export function postProblems({ post, imageBytes, youtubeUrl }: PostDraft): FieldProblem<PostField>[] {
  const problems: FieldProblem<PostField>[] = [];
  if (isBlank(post)) problems.push({ field: 'post', key: 'postTextRequired' });
  else if (post.trim().length > POST_LIMITS.textMax) problems.push({ field: 'post', key: 'postTooLong' });
  const hasVideo = !isBlank(youtubeUrl);
  if (imageBytes != null && hasVideo) problems.push({ field: 'youtubeUrl', key: 'postImageOrVideo' });
  else if (hasVideo && !videoIdOf(youtubeUrl!)) problems.push({ field: 'youtubeUrl', key: 'invalidYoutubeUrl' });
  if (imageBytes != null && imageBytes >= POST_LIMITS.imageBytes) problems.push({ field: 'picture', key: 'postImageTooLarge', values: { n: ATTACHMENT_LIMITS_MB.post } });
  return problems;
}

/** The first problem's coded text, or null: what the server answers. */
export function checkPost(draft: PostDraft): CodedText | null {
  const first = postProblems(draft)[0];
  return first ? problemText(first) : null;
}

/** Splits text into plain runs and web links, so links become links and nothing else is interpreted. */
export function linkify(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
