// The shell's page, written per request with what the shell needs to start without extra round trips
// (issue 7, "no waterfall"): the remotes list as a data block (not a script: the CSP allows it), and
// preload hints so that the shell's start, the route's remote entry, the remote's app and the route's
// page chunk all download alongside the shell's entry instead of one after another. Which files those
// are, each build wrote in its startup.json (tooling/rsbuild-startup-files.ts).
import path from 'node:path';
import type { PublishedRoute, RemotesManifest } from '@kala/shared/routing/published';
import type { WebRemote } from '../../config';
import type { FirstAnswers, PageMeta } from './first-data';
import { FIRST_PAINT_BAR, FIRST_PAINT_START, FIRST_PAINT_STYLE } from './first-paint';
import { attr } from './html';
import { cachedRead } from './cached-read';

const readText = cachedRead((text) => text);
const readStartup = cachedRead((text) => JSON.parse(text) as StartupFiles);

/**
 * What a build's startup.json lists: its start's files and each page's files, by route name (the shell
 * also names 'remotes': the code that mounts any remote).
 */
interface StartupFiles {
  start: string[];
  pages: Partial<Record<string, string[]>>;
}

/** A build's start and a page's files: what the first picture waits for. */
function startupOf(dir: string, page: string | null): string[] {
  const startup = readStartup(path.join(dir, 'startup.json'));
  if (!startup) return [];
  return [...startup.start, ...((page && startup.pages[page]) ?? [])];
}

const preload = (href: string) => `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${encodeURI(href)}">`;

/**
 * The remote's entry and start, which the page would otherwise ask for only after the shell's code has
 * run. Only for a remote that is deployed now: a preload that fails is kept by the browser and handed to
 * the later request, so Retry could not recover without a reload.
 */
const remoteFiles = (remote: WebRemote, route: string) => [`/remotes/${remote.name}/remoteEntry.js`, ...startupOf(remote.dir, route)];

/** JSON inside <script>: no '<' may appear, so '</script>' cannot end the block early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html for a client-side route (`route`: the live route the path matches, or null), or null when the
 * shell is not built. `remoteOf` finds the built remote that renders a Module Federation name (mf_catalogue →
 * the mf-catalogue folder); `early` is a visitor's first answers and picture preload (./first-data).
 */
export function shellPage(
  shellDir: string,
  route: PublishedRoute | null,
  remotes: RemotesManifest,
  remoteOf: (mfName: string) => WebRemote | undefined,
  early: FirstAnswers | null = null,
): string | null {
  const html = readText(path.join(shellDir, 'index.html'));
  if (html == null) return null;
  const owner = route?.owner ?? null;
  // The HTML does not know the viewer: an operators' route is never preloaded (only an operator loads it).
  const remote = route && owner !== 'shell' && route.access !== 'operators' && remotes.remotes.some((r) => r.name === owner) ? remoteOf(route.owner) : undefined;
  const files = [...startupOf(shellDir, owner === 'shell' ? route!.name : remote ? 'remotes' : null), ...(remote ? remoteFiles(remote, route!.name) : [])];
  const meta = early?.meta ? withMeta(html, early.meta) : html;
  // A signed-in viewer's answers are marked as theirs, and who they are comes with them (the shell's session check).
  const boot = [
    `<script type="application/json" id="kala-boot">${scriptJson(remotes)}</script>`,
    early ? `<script type="application/json" id="kala-data"${early.viewer ? ' data-for="session"' : ''}>${scriptJson(early.answers)}</script>` : '',
    early?.viewer ? `<script type="application/json" id="kala-session">${scriptJson(early.viewer)}</script>` : '',
  ].join('');
  const painted = early?.paint ? withFirstPaint(meta, early, boot, files) : null;
  if (painted) return painted;
  const head = [
    // The picture first: it is what the visitor waits for, and it needs none of the code to be found.
    early?.picture ?? '',
    boot,
    ...files.map(preload),
    FIRST_PAINT_STYLE,
  ].join('');
  const page = meta.includes('</head>') ? meta.replace('</head>', () => `${head}</head>`) : head + meta;
  return page.replace(EMPTY_ROOT, () => `<div id="root">${FIRST_PAINT_BAR}</div>`);
}

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with a visitor's first paint (./first-paint): the pictures and their names inside #root, and
 * the shell's code started only once they are on screen (FIRST_PAINT_START), so on a slow network the
 * pictures are not sharing it with the code's 200 KB; the code's files are then all asked for at once.
 */
function withFirstPaint(html: string, early: FirstAnswers, boot: string, files: string[]): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(EMPTY_ROOT)) return null;
  const start = `<script type="application/json" id="kala-start">${scriptJson({ entry, preload: files })}</script>`;
  // Replacements by function throughout: what is put in (works' names and words) may hold '$&' or "$'",
  // which a replacement string would read as the match or the rest of the page.
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${early.picture}${FIRST_PAINT_STYLE}${boot}${start}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${early.paint}</div>${FIRST_PAINT_START}`);
}

/**
 * The page's own title and description in place of the shell's, and Open Graph tags, so a link shared in a
 * chat or a post shows the work's name and picture (crawlers run no scripts; the shell sets the title too).
 */
function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Kala">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}">`, `<meta name="twitter:card" content="summary_large_image">`] : []),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*">/, () => `<meta name="description" content="${attr(meta.description)}">${tags}`);
}
