// Entities as the server sends them, for any remote's tests. Overrides replace whole fields.
import type { Artwork } from '../contracts/catalogue';
import type { ImageSet } from '../contracts/media';
import type { AuthorRef, User } from '../contracts/people';

export const imageSet = (slug: string): ImageSet => ({
  slug,
  alt: `${slug} alt`,
  sizes: [
    { sizeName: 'thumbnail', fileName: `${slug}-t.jpg`, width: 200, height: 150 },
    { sizeName: 'gallery', fileName: `${slug}-g.jpg`, width: 600, height: 450 },
    { sizeName: 'productImage', fileName: `${slug}-p.jpg`, width: 1200, height: 900 },
  ],
});

/** Studio n (an artist, not verified). */
export const makeAuthor = (n: number, overrides: Partial<AuthorRef> = {}): AuthorRef => ({
  _id: `s${n}`,
  id: `s${n}`,
  name: `Studio ${n}`,
  slug: `studio-${n}`,
  role: 11,
  picture: null,
  verifiedArtist: false,
  ...overrides,
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

/** A logged-in buyer (a regular user); pass fields to make an artist or someone else. */
export const makeUser = (overrides: Partial<User> = {}): User =>
  ({ _id: 'u1', id: 'u1', name: 'Asha Buyer', slug: 'asha', role: 21, picture: null, verifiedArtist: false, ...overrides }) as User;
