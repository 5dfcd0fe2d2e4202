import { makeArtwork, makeAuthor } from '@kala/shared/testing';
import type { StudioCard } from '../api/discovery-api';

export function makeStudio(n: number, overrides: Partial<StudioCard> = {}): StudioCard {
  return {
    ...makeAuthor(n),
    followsCount: 100 + n,
    productsCount: 10 + n,
    categories: [{ _id: 'c1', name: 'Painting', slug: 'painting', parent: null }],
    biography: `Biography of studio ${n}.`,
    private: false,
    products: [1, 2, 3, 4].map((k) => makeArtwork(n * 10 + k)),
    ...overrides,
  };
}

/** A page of GET /artists/sortable: studios `from`..`from+count-1` out of `total`. */
export const studiosPage = (from: number, count: number, total: number) => ({
  status: 'success',
  message: Array.from({ length: count }, (_, i) => makeStudio(from + i)),
  total,
});
