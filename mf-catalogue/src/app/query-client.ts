import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@kala/shared';

/** Retry only what a retry can fix: network trouble and server errors, not a 404 or a validation answer. */
const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 'network' || (error.httpStatus ?? 0) >= 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Listings change slowly; a minute of freshness makes back/forward between gallery and artwork instant.
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
