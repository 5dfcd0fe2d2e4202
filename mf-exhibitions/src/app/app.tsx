import { QueryClientProvider } from '@tanstack/react-query';
import { RemoteRouter, sessionStoreInstanceId, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';
import { ExhibitionsRoutes } from './exhibitions-routes';

// One cache for the life of the page, not of the parcel: leaving a show and coming back shows the list at once.
const queryClient = createQueryClient();

export function App(props: RemoteProps) {
  return (
    <div data-remote="mf-exhibitions" data-version={__REMOTE_VERSION__} data-session-store={sessionStoreInstanceId}>
      <QueryClientProvider client={queryClient}>
        <RemoteRouter location={props.location} navigator={props.navigator}>
          <ExhibitionsRoutes />
        </RemoteRouter>
      </QueryClientProvider>
    </div>
  );
}
