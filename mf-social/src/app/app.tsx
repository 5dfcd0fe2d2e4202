import { QueryClientProvider } from '@tanstack/react-query';
import { RemoteRouter, sessionStoreInstanceId, type RemoteProps } from '@kala/shared';
import { createQueryClient } from '@kala/shared/query';
import { SocialRoutes } from './social-routes';

// One cache for the life of the page, not of the parcel: leaving the feed and coming back shows it at once.
const queryClient = createQueryClient();

export function App(props: RemoteProps) {
  return (
    <div data-remote="mf-social" data-version={__REMOTE_VERSION__} data-session-store={sessionStoreInstanceId}>
      <QueryClientProvider client={queryClient}>
        <RemoteRouter location={props.location} navigator={props.navigator}>
          <SocialRoutes />
        </RemoteRouter>
      </QueryClientProvider>
    </div>
  );
}
