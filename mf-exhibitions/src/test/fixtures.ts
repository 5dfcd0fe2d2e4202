import type { Exhibition, ExhibitionItem } from '@kala/shared/exhibitions';
import { imageSet } from '@kala/shared/testing';

export const makeItem = (n: number): ExhibitionItem => ({
  _id: `i${n}`,
  title: `Work ${n}`,
  details: `Oil on canvas ${n}`,
  sold: false,
  thumb: `/media/exhibitions/w${n}-thumbnail.webp`,
  imageMain: `/media/exhibitions/w${n}-productImage.webp`,
  image: imageSet(`w${n}`),
  order: n,
  margins: { left: 0, right: 0 },
});

export const makeShow = (slug: string, overrides: Partial<Exhibition> = {}): Exhibition => ({
  _id: slug,
  slug,
  title: `Show ${slug}`,
  artist: { name: 'Aarati Shrestha', slug: 'aarati' },
  subtitle: '',
  excerpt: '',
  listingThumb: imageSet(slug),
  banner: null,
  darkListing: false,
  mediaUrl: null,
  background: null,
  backgroundColor: '#f4f1ec',
  parallaxBackground: false,
  explicit: false,
  state: 'current',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  items: [makeItem(1), makeItem(2)],
  ...overrides,
});
