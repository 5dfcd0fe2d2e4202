// The code that mounts remotes (the region, the registry of remotes, single-spa's parcel) is one chunk,
// "page.remotes" (issue 26 §3): a shell page (/login, /404) never loads it, and a remote's page gets it
// preloaded by the server with the remote's own files (startup.json), so the remote's load starts as before.
import { Component, Suspense, type ReactNode } from 'react';
import { ErrorPanel, Loader, lazyPage } from '@kala/shared';

const registry = () => import(/* webpackChunkName: "page.remotes" */ './registry');
const Region = lazyPage(() => import(/* webpackChunkName: "page.remotes" */ './remote-region').then((m) => m.RemoteRegion));

/** Starts loading a remote's app (see registry.ts): at boot, in parallel with the first render. */
export const startRemote = (name: string): Promise<unknown> => registry().then((m) => m.loadRemoteApp(name));

export function RemoteRegion(props: { remote: string; basePath: string }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<Loader />}>
        <Region {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The chunk itself did not arrive (a dropped connection, a deploy): the remote's error panel; Retry loads the page again. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPanel onRetry={() => location.reload()} /> : this.props.children;
  }
}
