// What every remote exposes to the shell: single-spa lifecycles around its routes, with the page-wide
// query cache, the router that follows the shell's location, and an error panel if a page throws.
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorPanel, RemoteRouter, sessionStoreInstanceId, textsLoaded, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';

export interface RemoteDefinition {
  /** The remote's folder and npm name, e.g. `mf-social` (written on its root element for tests and tools). */
  remote: string;
  version: string;
  /** The remote's `<Routes>`, rendered inside the shell's location. */
  Routes: ComponentType;
  /** The texts namespaces its pages read (registered with registerTexts): it mounts once they are in. */
  texts: readonly string[];
}

// The remote's React root renders as a transition, like the shell's first render: React then works in
// slices and lets the browser in between, instead of one long task on a phone's slow CPU.
const transitionRoots = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return { render: (node: ReactNode) => startTransition(() => root.render(node)), unmount: () => root.unmount() };
  },
} as unknown as typeof ReactDOMClient;

const FLOW_ROOT = { display: 'flow-root' } as const;

export function remoteLifecycles({ remote, version, Routes, texts }: RemoteDefinition) {
  // One cache for the life of the page, not of the parcel: when the shell unmounts the remote (a visit to
  // another remote's page) and mounts it again, what it showed comes back at once from cache.
  const queryClient = createQueryClient();
  function App(props: RemoteProps) {
    return (
      // flow-root: a page's top margin stays inside the region. Collapsing through it, the margin moved the
      // whole region down when the page replaced its loader (a layout shift on the cart).
      <div data-remote={remote} data-version={version} data-session-store={sessionStoreInstanceId} style={FLOW_ROOT}>
        <QueryClientProvider client={queryClient}>
          <RemoteRouter location={props.location} navigator={props.navigator}>
            <Routes />
          </RemoteRouter>
        </QueryClientProvider>
      </div>
    );
  }
  const { bootstrap, mount, unmount, update } = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: transitionRoots,
    renderType: 'createRoot',
    rootComponent: App,
    errorBoundary: () => <ErrorPanel onRetry={() => location.reload()} />,
  });
  // A page in Nepali renders in Nepali from its first frame: the remote's strings in the page's language
  // (a chunk of their own) are fetched before it mounts, not shown in English first.
  const mountWithTexts = (props: Parameters<typeof mount>[0]) => textsLoaded(texts).then(() => mount(props));
  return { bootstrap, mount: mountWithTexts, unmount, update: update! };
}
