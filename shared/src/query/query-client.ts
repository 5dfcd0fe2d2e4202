// `@kala/shared/query`: the react-query side of the shared module, apart from the root entry so the shell,
// which uses no queries, never loads react-query. @tanstack/react-query itself is a Module Federation
// singleton, so a hook from @kala/shared that calls useQuery finds the remote's QueryClientProvider.
import { useDeferredValue } from 'react';
import { QueryClient } from '@tanstack/react-query';
// By package name, not '../api/client': this file is its own shared module and must reach the one ApiError.
import { ApiError, bus } from '@kala/shared';
import { setCachedFollowState } from '../follow/follow-cache';

/** Retry only what a retry can fix: network trouble and server errors, not a 404 or a validation answer. */
export const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 'network' || (error.httpStatus ?? 0) >= 500);

/**
 * A remote's query client: create one per remote, at module level, so the cache lives as long as the page
 * (an unmounted and remounted remote comes back from cache) and remotes never share cache entries.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Listings change slowly; a minute of freshness makes back/forward between pages instant.
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
  // A work changed in another remote: this remote's answers (a profile's works, a count) are asked again when
  // next shown, not kept for the rest of their minute.
  bus.on('works:changed').subscribe(() => void client.invalidateQueries({ refetchType: 'none' }));
  // A follow made on any remote's page: this remote's cached cards and profiles of that person say so at once
  // (Back, or another remote's page, shows it) and nothing is asked again; a page that depends on more (a
  // profile's followers) listens for it itself.
  bus.on('follow:changed').subscribe(({ artistId, state, delta }) => setCachedFollowState(client, artistId, state, delta));
  return client;
}

/**
 * A query's first answer, rendered in slices. react-query hands answers to React through
 * useSyncExternalStore, which React always renders at once, in one task: a page of cards arriving blocked a
 * phone for a few hundred ms. Until the first answer has rendered, the urgent render keeps the previous
 * result (the skeleton: cheap) and the answer renders as a transition, which React interrupts to let the
 * browser paint and respond. Later changes (a like, the next page) render at once, as feedback should.
 */
export function useSlicedResult<Result extends { data: unknown }>(result: Result): Result {
  const deferred = useDeferredValue(result);
  return result.data !== undefined && deferred.data === undefined ? deferred : result;
}

/**
 * An infinite query's `initialData` from its first page as the page holds it (`api.early`), or undefined
 * (the query then asks the server): the first page's param is 0.
 */
export const asFirstPage = <Page>(first: Page | undefined): { pages: Page[]; pageParams: number[] } | undefined =>
  first && { pages: [first], pageParams: [0] };
