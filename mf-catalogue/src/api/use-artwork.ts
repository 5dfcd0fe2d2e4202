import { useQuery } from '@tanstack/react-query';
import { ApiError, useViewerId } from '@kala/shared';
import { useSlicedResult } from '@kala/shared/query';
import { catalogueKeys, earlyArtwork, fetchArtwork } from './catalogue-api';

/** The server's answer for a slug that is not (or no longer) there, or whose author and viewer are parted by a block. */
export const isUnavailable = (error: unknown): boolean => error instanceof ApiError && (error.status === 'not-found' || error.httpStatus === 404 || error.httpStatus === 403);

export function useArtwork(slug: string) {
  const viewer = useViewerId();
  // On a first visit the page holds the answer: the work renders at once, with no placeholder first.
  return useSlicedResult(useQuery({ queryKey: catalogueKeys.artwork(slug, viewer), queryFn: () => fetchArtwork(slug), initialData: () => earlyArtwork(slug) }));
}
