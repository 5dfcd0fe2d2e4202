// The nginx layout (nginx/README.md) under KALA_ROOT: shell/, remotes/<folder>/<version>/ and remotes.json,
// which names each live remote and its version. Behind nginx the server writes the pages from that same
// remotes.json (read again when it changes): nginx's map is made from it, so one list says what is live.
// Each live build's routes.json says which routes it renders (issue 22 §3): read live too, so a remote's new
// page is served, with its access rule and first data, without a server restart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withFirstData } from '@kala/shared/first-data';
import { ROUTES_FILE, contractRoutes, withPublished, type PublishedRoute, type RemotesManifest, type RoutesFile } from '@kala/shared/routing/published';
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

/** A build's routes.json: its routes as the shell reads them, and the same with their first data for the server. */
interface Published {
  routes: PublishedRoute[];
  withFirst: PublishedRoute[];
}
const readRoutes = cachedRead((text): Published => {
  const file = JSON.parse(text) as RoutesFile;
  return { routes: file.routes, withFirst: withFirstData(file.routes, file.first ?? {}) };
});

/** /remotes/mf-social/remoteEntry.js is Module Federation's mf_social. */
export const remoteEntryName = (folder: string): string => folder.replace(/-/g, '_');

/** A deployed remote: its Module Federation name, its folder and build (and version, behind nginx), and what that build published. */
export interface DeployedRemote extends WebRemote {
  mfName: string;
  version?: string;
  published: Published | null;
}

/** The live remotes that are built (have a remoteEntry.js), with their published routes. */
export const deployedRemotes = (web: WebOptions): DeployedRemote[] =>
  liveRemotes(web)
    .filter((remote) => existsSync(path.join(remote.dir, 'remoteEntry.js')))
    .map((remote) => ({
      ...remote,
      mfName: remoteEntryName(remote.name),
      ...(web.manifestFile && { version: path.basename(remote.dir) }),
      published: readRoutes(path.join(remote.dir, ROUTES_FILE)),
    }));

/**
 * `compute`, answered again from its last result while `inputs` are the same values: what is derived from
 * the deployed builds changes only when a file does (cachedRead then gives a new object), not per page.
 */
function whileSame<A, R>(inputs: (arg: A) => unknown[], compute: (arg: A) => R): (arg: A) => R {
  let last: { keys: unknown[]; value: R } | undefined;
  return (arg) => {
    const keys = inputs(arg);
    if (last?.keys.length === keys.length && keys.every((key, i) => key === last!.keys[i])) return last.value;
    last = { keys, value: compute(arg) };
    return last.value;
  };
}

const identity = (deployed: DeployedRemote[]) => deployed.flatMap((remote) => [remote.name, remote.dir, remote.version, remote.published]);

/** What this server knows without a published list: the contract's routes with their first data. */
const KNOWN_ROUTES: PublishedRoute[] = withFirstData(contractRoutes());

/** Every route now: the contract's, each deployed remote's replaced by what its build published. */
export const liveRoutes = whileSame(identity, (deployed: DeployedRemote[]): PublishedRoute[] =>
  withPublished(KNOWN_ROUTES, deployed.flatMap((remote) => (remote.published ? [{ owner: remote.mfName, routes: remote.published.withFirst }] : []))),
);

/** The remotes list for the shell (/remotes.json, the page's kala-boot): each build's routes as it published them for the shell. */
export const remotesList = whileSame(identity, (deployed: DeployedRemote[]): RemotesManifest => ({
  remotes: deployed.map((remote) => ({
    name: remote.mfName,
    entry: `/remotes/${remote.name}/remoteEntry.js`,
    ...(remote.version && { version: remote.version }),
    ...(remote.published && { routes: remote.published.routes }),
  })),
}));
