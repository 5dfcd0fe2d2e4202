// The nginx layout (nginx/README.md) under KALA_ROOT: shell/, remotes/<folder>/<version>/ and remotes.json,
// which names each live remote and its version. Behind nginx the server writes the pages from that same
// remotes.json (read again when it changes): nginx's map is made from it, so one list says what is live.
// Each live build's routes.json says which routes it renders (issue 22 §3): read live too, so a remote's new
// page is served, with its access rule and first data, without a server restart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withFirstData } from '@kala/shared/first-data';
import { ROUTES_FILE, contractRoutes, withPublished, type PublishedRoute, type RemotesManifest } from '@kala/shared/routing/published';
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

const readRoutes = cachedRead((text) => (JSON.parse(text) as { routes: PublishedRoute[] }).routes);

/** /remotes/mf-social/remoteEntry.js is Module Federation's mf_social. */
export const remoteEntryName = (folder: string): string => folder.replace(/-/g, '_');

/** A deployed remote: its Module Federation name, its folder and build, and the routes that build published. */
export interface DeployedRemote extends WebRemote {
  mfName: string;
  routes: PublishedRoute[] | null;
}

/** The live remotes that are built (have a remoteEntry.js), with their published routes. */
export const deployedRemotes = (web: WebOptions): DeployedRemote[] =>
  liveRemotes(web)
    .filter((remote) => existsSync(path.join(remote.dir, 'remoteEntry.js')))
    .map((remote) => ({ ...remote, mfName: remoteEntryName(remote.name), routes: readRoutes(path.join(remote.dir, ROUTES_FILE)) }));

/** What this server knows without a published list: the contract's routes with their first data. */
const KNOWN_ROUTES: PublishedRoute[] = withFirstData(contractRoutes());

/** Every route now: the contract's, each deployed remote's replaced by what its build published. */
export const liveRoutes = (deployed: DeployedRemote[]): PublishedRoute[] =>
  withPublished(KNOWN_ROUTES, deployed.flatMap((remote) => (remote.routes ? [{ owner: remote.mfName, routes: remote.routes }] : [])));

/** The remotes list for the shell (/remotes.json, the page's kala-boot): the routes without their first data, which only the server uses. */
export const remotesList = (deployed: DeployedRemote[], versioned: boolean): RemotesManifest => ({
  remotes: deployed.map((remote) => ({
    name: remote.mfName,
    entry: `/remotes/${remote.name}/remoteEntry.js`,
    ...(versioned && { version: path.basename(remote.dir) }),
    ...(remote.routes && { routes: remote.routes.map(({ first: _first, ...route }) => route) }),
  })),
});
