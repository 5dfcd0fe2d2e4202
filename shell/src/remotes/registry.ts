// Runtime composition: the remotes list says which remotes exist, where, and the routes each published;
// nothing is baked into the build. The server writes the list into the page (`<script type="application/json"
// id="kala-boot">`), saving a round trip before the first remote can load; /remotes.json is the fallback, and
// what Retry re-reads. The boot reads it at once (readRemotesList), so the routes are live for the first render.
import type { ComponentType } from 'react';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kala/shared';
import { publishRoutes, routesListFailed } from '../app/route-table';
import type { ParcelConfig } from 'single-spa';
import { oneCopyPlugin } from './one-copy-plugin';
import { startInTasksPlugin } from './start-in-tasks-plugin';
import type { RemoteParcelProps } from './remote-parcel';

/**
 * single-spa and its React parcel, a chunk of their own (ADR 0007). A page fetches it once a remote's entry
 * has arrived (in parallel with the remote's own chunks), so a page without a remote, or whose remote is
 * missing or down, never loads it.
 */
let parcelHost: Promise<ComponentType<RemoteParcelProps>> | null = null;
export function loadParcelHost(): Promise<ComponentType<RemoteParcelProps>> {
  parcelHost ??= import(/* webpackChunkName: "page.remotes" */ './remote-parcel').then(
    (m) => m.RemoteParcel,
    (error: unknown) => {
      parcelHost = null;
      throw error;
    },
  );
  return parcelHost;
}

let pluginsRegistered = false;
/** Before the first remote's entry runs: its federation instance picks up the global plugin when it starts. */
function registerRuntimePlugins() {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerGlobalPlugins([oneCopyPlugin]);
  registerPlugins([
    {
      name: 'kala-parcel-host',
      beforeInitContainer: (args) => {
        loadParcelHost().catch(() => undefined);
        return args;
      },
    },
    startInTasksPlugin,
  ]);
}

let manifest: Promise<RemotesManifest> | null = null;

/** The remotes list the server put in the page, if any (read once: a retry must ask the network). */
function listInPage(): RemotesManifest | null {
  const script = document.getElementById('kala-boot');
  if (!script?.textContent) return null;
  script.remove();
  try {
    const boot = JSON.parse(script.textContent) as Partial<RemotesManifest>;
    return Array.isArray(boot.remotes) ? { remotes: boot.remotes } : null;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

async function readManifest(fresh: boolean): Promise<RemotesManifest> {
  const body = (!fresh && listInPage()) || (await fetchManifest());
  registerRuntimePlugins();
  // force: a retry after a failure must replace the cached (failed) entry.
  registerRemotes(body.remotes.map(({ name, entry }) => ({ name, entry })), { force: true });
  publishRoutes(body);
  return body;
}

/**
 * The remotes list, read once per page (`fresh`: again, as Retry does). When it is in the page, the routes
 * are published before this returns: the boot calls it first, so the first render knows every live route.
 */
export function readRemotesList(fresh = false): Promise<RemotesManifest> {
  if (fresh || !manifest) {
    manifest = readManifest(fresh);
    manifest.catch(() => {
      manifest = null;
      routesListFailed();
    });
  }
  return manifest;
}

export class RemoteMissingError extends Error {}

const loading = new Map<string, Promise<ParcelConfig>>();

async function load(name: string, fresh: boolean): Promise<ParcelConfig> {
  const { remotes } = await readRemotesList(fresh);
  if (!remotes.some((r) => r.name === name)) throw new RemoteMissingError(`Remote ${name} is not deployed`);
  const lifecycles = await loadRemote<ParcelConfig>(`${name}/app`);
  if (!lifecycles) throw new Error(`Remote ${name} exposes no app`);
  return lifecycles;
}

/**
 * Load a remote's single-spa lifecycles, once per page: the shell starts the current route's remote at boot,
 * in parallel with React's first render, and the region then picks up the same promise. `fresh` (Retry)
 * re-reads /remotes.json and tries again.
 */
export function loadRemoteApp(name: string, fresh = false): Promise<ParcelConfig> {
  const cached = loading.get(name);
  if (cached && !fresh) return cached;
  const attempt = load(name, fresh);
  loading.set(name, attempt);
  attempt.catch(() => loading.delete(name));
  return attempt;
}

/**
 * Shared modules the shell offers every remote though it uses none of them itself. Rspack provides a shared
 * module only when the build imports it; these lazy imports are that import. Nothing calls them, so the
 * shell's first paint never loads them; a remote that asks gets this copy (one per page).
 */
export const offeredToRemotes = [() => import('@tanstack/react-query')];
