import { QueryClientProvider } from '@tanstack/react-query';
import { RemoteRouter, sessionStoreInstanceId, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';
import { CatalogueRoutes } from './catalogue-routes';

// One cache for the life of the page, not of the parcel: when the shell unmounts the catalogue (a visit to
// the feed, say) and mounts it again, the gallery comes back instantly from cache.
const queryClient = createQueryClient();

export function App(props: RemoteProps) {
  return (
    <div data-remote="mf-catalogue" data-version={__REMOTE_VERSION__} data-session-store={sessionStoreInstanceId}>
      <QueryClientProvider client={queryClient}>
        <RemoteRouter location={props.location} navigator={props.navigator}>
          <CatalogueRoutes />
        </RemoteRouter>
      </QueryClientProvider>
    </div>
  );
}
