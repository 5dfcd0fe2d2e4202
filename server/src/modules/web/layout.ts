// The nginx layout (nginx/README.md) under KALA_ROOT: shell/, remotes/<folder>/<version>/ and remotes.json,
// which names each live remote and its version. Behind nginx the server writes the pages from that same
// remotes.json (read again when it changes): nginx's map is made from it, so one list says what is live.
import path from 'node:path';
import type { RemotesManifest } from '@kala/shared/types';
import type { WebOptions, WebRemote } from '../../config';
import { cachedRead } from './cached-read';

const readManifest = cachedRead((text) => JSON.parse(text) as RemotesManifest);
/** /remotes/<folder>/remoteEntry.js → <folder>. */
const FOLDER = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/;

/** The front end as laid out for nginx under `root`. */
export function layoutWeb(root: string): WebOptions {
  return { shellDir: path.join(root, 'shell'), remotes: [], manifestFile: path.join(root, 'remotes.json') };
}

/** The live remotes: the layout's remotes.json when there is one, else the built remotes found at start. */
export function liveRemotes(web: WebOptions): WebRemote[] {
  if (!web.manifestFile) return web.remotes;
  const root = path.dirname(web.manifestFile);
  return (readManifest(web.manifestFile)?.remotes ?? []).flatMap(({ entry, version }) => {
    const folder = FOLDER.exec(entry)?.[1];
    return folder && version && /^[a-z0-9][a-z0-9.-]*$/.test(version) ? [{ name: folder, dir: path.join(root, 'remotes', folder, version) }] : [];
  });
}
