// The catalogue's own fixtures; entities (artworks, people, images) come from @kala/shared/testing.
import type { Category } from '@kala/shared';
import { makeArtwork } from '@kala/shared/testing';

export const categories: Category[] = [
  { _id: 'c1', name: 'Painting', slug: 'painting', parent: null },
  { _id: 'c2', name: 'Photography', slug: 'photography', parent: null },
  { _id: 'c3', name: 'Watercolour', slug: 'watercolour', parent: 'c1' },
];

/** A page of the listing answer: works `from`..`from+count-1` out of `total`. */
export const listingPage = (from: number, count: number, total: number) => ({
  status: 'success',
  message: Array.from({ length: count }, (_, i) => makeArtwork(from + i)),
  total,
});
