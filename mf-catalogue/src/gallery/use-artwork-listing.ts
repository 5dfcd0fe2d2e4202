import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@kala/shared';
import { asFirstPage, useSlicedResult } from '@kala/shared/query';
import { catalogueKeys, earlyListing, fetchListing, type ListingRequest } from '../api/catalogue-api';

interface ListingOptions {
  request: Omit<ListingRequest, 'skip' | 'limit'>;
  /** The logged-in user's id: their answers (recommended, hidden private works) are cached apart. */
  viewer: string | null;
  enabled?: boolean;
}

/** Pages of PAGE_SIZE.gallery works; the next page starts where the loaded works end, until the total. */
export function useArtworkListing({ request, viewer, enabled = true }: ListingOptions) {
  const query = useSlicedResult(useInfiniteQuery({
    queryKey: catalogueKeys.listing(request, viewer),
    queryFn: ({ pageParam }) => fetchListing({ ...request, skip: pageParam, limit: PAGE_SIZE.gallery }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.message.length, 0);
      // A short page also ends the list, so a total the server got wrong cannot loop forever.
      return last.message.length < PAGE_SIZE.gallery || loaded >= last.total ? undefined : loaded;
    },
    // A first visit's first page is in the page: the works render at once, with no placeholders first.
    initialData: () => asFirstPage(enabled ? earlyListing({ ...request, skip: 0, limit: PAGE_SIZE.gallery }) : undefined),
    enabled,
  }));
  const artworks = uniqueById(query.data?.pages.flatMap((page) => page.message) ?? []);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, artworks, total };
}

/** skip/limit paging can repeat a work when one is added while the visitor scrolls; show it once. */
function uniqueById<T extends { _id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
}
