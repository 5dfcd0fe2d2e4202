// Runtime composition: /remotes.json says which remotes exist and where; nothing is baked into the build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kala/shared';
import type { ParcelConfig } from 'single-spa';

let manifest: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as RemotesManifest;
  // force: a retry after a failure must replace the cached (failed) entry.
  registerRemotes(body.remotes.map(({ name, entry }) => ({ name, entry })), { force: true });
  return body;
}

export class RemoteMissingError extends Error {}

/** Load a remote's single-spa lifecycles. `fresh` re-reads /remotes.json (used by Retry). */
export async function loadRemoteApp(name: string, fresh = false): Promise<ParcelConfig> {
  if (fresh || !manifest) manifest = fetchManifest();
  const { remotes } = await manifest.catch((error) => {
    manifest = null;
    throw error;
  });
  if (!remotes.some((r) => r.name === name)) throw new RemoteMissingError(`Remote ${name} is not deployed`);
  const lifecycles = await loadRemote<ParcelConfig>(`${name}/app`);
  if (!lifecycles) throw new Error(`Remote ${name} exposes no app`);
  return lifecycles;
}

/**
 * Shared modules the shell offers every remote though it uses none of them itself. Rspack provides a shared
 * module only when the build imports it; these lazy imports are that import. Nothing calls them, so the
 * shell's first paint never loads them; a remote that asks gets this copy (one per page).
 */
export const offeredToRemotes = [() => import('@tanstack/react-query')];
