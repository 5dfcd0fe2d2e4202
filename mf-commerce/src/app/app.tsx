import { QueryClientProvider } from '@tanstack/react-query';
import { RemoteRouter, sessionStoreInstanceId, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';
import { CommerceRoutes } from './commerce-routes';

// One cache for the life of the page: coming back to the orders shows them at once.
const queryClient = createQueryClient();

export function App(props: RemoteProps) {
  return (
    <div data-remote="mf-commerce" data-version={__REMOTE_VERSION__} data-session-store={sessionStoreInstanceId}>
      <QueryClientProvider client={queryClient}>
        <RemoteRouter location={props.location} navigator={props.navigator}>
          <CommerceRoutes />
        </RemoteRouter>
      </QueryClientProvider>
    </div>
  );
}
