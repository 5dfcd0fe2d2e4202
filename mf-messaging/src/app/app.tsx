import { QueryClientProvider } from '@tanstack/react-query';
import { RemoteRouter, sessionStoreInstanceId, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';
import { MessagingRoutes } from './messaging-routes';

// One cache for the life of the page: going back to the inbox shows it at once.
const queryClient = createQueryClient();

export function App(props: RemoteProps) {
  return (
    <div data-remote="mf-messaging" data-version={__REMOTE_VERSION__} data-session-store={sessionStoreInstanceId}>
      <QueryClientProvider client={queryClient}>
        <RemoteRouter location={props.location} navigator={props.navigator}>
          <MessagingRoutes />
        </RemoteRouter>
      </QueryClientProvider>
    </div>
  );
}
