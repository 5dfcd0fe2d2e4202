// The server calls this remote makes (spec doc 2 §7.2). The shared client adds the JWT header and turns
// the {status, message} envelope into a value or an ApiError; these functions only name the paths.
import { api, artworkUrl, CATEGORIES_URL, listingQuery, type Category, type Envelope, type ListingRequest, type Paged } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';

export type { ListingRequest };


export async function fetchCategories(): Promise<Category[]> {
  const { data } = await api.get<Envelope<Category[]>>(CATEGORIES_URL);
  return data.message ?? [];
}

export async function fetchListing(request: ListingRequest): Promise<Paged<Artwork>> {
  const { path, params } = listingQuery(request);
  const { data } = await api.get<Paged<Artwork>>(path, { params });
  return { ...data, message: data.message ?? [], total: Number(data.total ?? 0) };
}

export async function fetchArtwork(slug: string): Promise<Artwork> {
  const { data } = await api.get<Envelope<Artwork>>(artworkUrl(slug));
  return data.message as Artwork;
}

/** Query keys in one place, so issue 3 can invalidate them (after a like, an upload, an edit). */
export const catalogueKeys = {
  categories: ['catalogue', 'categories'] as const,
  listing: (request: Omit<ListingRequest, 'skip' | 'limit'>, viewer: string | null) => ['catalogue', 'listing', request, viewer] as const,
  artwork: (slug: string, viewer: string | null) => ['catalogue', 'artwork', slug, viewer] as const,
};
