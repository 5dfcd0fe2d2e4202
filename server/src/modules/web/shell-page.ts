// The shell's page, written per request with what the shell needs to start without extra round trips
// (issue 7, "no waterfall"): the remotes list as a data block (not a script: the CSP allows it), and
// a preload hint so the route's remote entry downloads alongside the shell's own code instead of after it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownerOfPath } from '@kala/shared/routing';
import type { RemotesManifest } from '@kala/shared/types';
import type { WebRemote } from '../../config';

/** A file's parsed content, read again only when the file changes (a remote rebuilt while serving). */
function cachedRead<T>(parse: (text: string) => T): (file: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

const readText = cachedRead((text) => text);

/**
 * The remote's entry, which the page would otherwise ask for only after the shell's code has run. Its
 * app's chunks are not preloaded: a preload that fails (a remote that is gone) is kept by the browser
 * and handed to the later request, so Retry could never recover without a reload.
 */
const remotePreload = (remote: WebRemote) => `<link rel="preload" as="script" href="/remotes/${encodeURIComponent(remote.name)}/remoteEntry.js">`;

/** JSON inside <script>: no '<' may appear, so '</script>' cannot end the block early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html for a client-side route, or null when the shell is not built. `remoteOf` finds the built
 * remote that renders a Module Federation name (mf_catalogue → the mf-catalogue folder).
 */
export function shellPage(shellDir: string, pathname: string, remotes: RemotesManifest, remoteOf: (mfName: string) => WebRemote | undefined): string | null {
  const html = readText(path.join(shellDir, 'index.html'));
  if (html == null) return null;
  const owner = ownerOfPath(pathname);
  const remote = owner && owner !== 'shell' && remotes.remotes.some((r) => r.name === owner) ? remoteOf(owner) : undefined;
  const head = [
    `<script type="application/json" id="kala-boot">${scriptJson(remotes)}</script>`,
    ...(remote ? [remotePreload(remote)] : []),
  ].join('');
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
}
