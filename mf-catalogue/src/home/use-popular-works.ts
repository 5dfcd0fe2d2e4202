import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@kala/shared';
import { discoveryKeys, fetchPopular } from '../api/discovery-api';

/**
 * A main category's most popular works (a popular row, and its first work on the category's tile). Each row
 * and tile asks for its own: react-query hands an answer to React through useSyncExternalStore, which React
 * renders at once, so a page holding all eight rows' queries rendered the whole page, with every one of its
 * twelve observers, at each answer (issue 26 §0: 182 ms of a slowed phone's start, two thirds of it
 * react-query's own bookkeeping). Now an answer renders its row and its tile.
 */
export const usePopularWorks = (categoryId: string, viewer: string | null) => useQuery(popularWorks(categoryId, viewer));

const popularWorks = (categoryId: string, viewer: string | null) => ({
  queryKey: discoveryKeys.popular(categoryId, viewer),
  queryFn: () => fetchPopular(categoryId),
});

/**
 * Asks for every main category's popular works as soon as the categories are known, without subscribing:
 * the rows and tiles that show them mount with the page's deferred bands, a render later.
 */
export function usePrefetchPopularWorks(categories: Category[], viewer: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    for (const category of categories) void client.prefetchQuery(popularWorks(category._id, viewer));
  }, [client, categories, viewer]);
}
