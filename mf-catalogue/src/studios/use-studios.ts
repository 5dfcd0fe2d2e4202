import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@kala/shared';
import { useSlicedResult } from '@kala/shared/query';
import { discoveryKeys, fetchStudios, type StudioCard, type StudioSort } from '../api/discovery-api';

/** Pages of 10 studios (spec §9); the next page starts where the loaded ones end, until the total. */
export function useStudios(sortby: StudioSort, category: string, viewer: string | null) {
  const query = useSlicedResult(useInfiniteQuery({
    queryKey: discoveryKeys.studios(sortby, category, viewer),
    queryFn: ({ pageParam }) => fetchStudios({ sortby, category, skip: pageParam, limit: PAGE_SIZE.artists }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.studios.length, 0);
      // A short page ends the list too, so a wrong total cannot make it ask forever.
      return last.studios.length < PAGE_SIZE.artists || loaded >= last.total ? undefined : loaded;
    },
  }));
  const seen = new Set<string>();
  const studios: StudioCard[] = (query.data?.pages.flatMap((page) => page.studios) ?? []).filter((s) => !seen.has(s._id) && Boolean(seen.add(s._id)));
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, studios, total };
}
