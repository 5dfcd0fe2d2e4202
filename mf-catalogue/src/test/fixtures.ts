import type { Artwork, Category, ImageSet } from '@kala/shared';

export const imageSet = (slug: string): ImageSet => ({
  slug,
  alt: `${slug} alt`,
  sizes: [
    { sizeName: 'thumbnail', fileName: `${slug}-t.jpg`, width: 200, height: 150 },
    { sizeName: 'gallery', fileName: `${slug}-g.jpg`, width: 600, height: 450 },
    { sizeName: 'productImage', fileName: `${slug}-p.jpg`, width: 1200, height: 900 },
  ],
});

export function makeArtwork(n: number, overrides: Partial<Artwork> = {}): Artwork {
  const slug = `work-${n}`;
  return {
    _id: `id-${n}`,
    id: `id-${n}`,
    slug,
    name: `Work number ${n}`,
    description: 'Oil on canvas.',
    image: imageSet(slug),
    images: [],
    priceField: 'NPR 25000',
    price: 25000,
    stock: 1,
    inStore: true,
    categories: [{ _id: 'c1', name: 'Painting', slug: 'painting', parent: null }],
    tags: ['himalaya'],
    attributes: { width: 24, height: 36, breadth: 1, weight: 2 },
    likes: [],
    author: { _id: 'a1', id: 'a1', name: 'Sita Shrestha', slug: 'sita-shrestha', role: 11, picture: null, verifiedArtist: true },
    views: 0,
    created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

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
