// The server calls this remote makes (spec doc 2 §7.2). The shared client adds the JWT header and turns
// the {status, message} envelope into a value or an ApiError; these functions only name the paths.
import { api, artworkUrl, CATEGORIES_URL, listingQuery, type Category, type Envelope, type ListingRequest, type Paged } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';

export type { ListingRequest };


// Each answer is read by one function, whether it came from the server now or with the page (`early…`: a
// first visit's answers, for a query's initialData; undefined when the page holds none).

const categoriesOf = (data: Envelope<Category[]>): Category[] => data.message ?? [];

export const fetchCategories = async (): Promise<Category[]> => categoriesOf((await api.get<Envelope<Category[]>>(CATEGORIES_URL)).data);

export const earlyCategories = (): Category[] | undefined => api.early(CATEGORIES_URL, categoriesOf);

const pageOf = (data: Paged<Artwork>): Paged<Artwork> => ({ ...data, message: data.message ?? [], total: Number(data.total ?? 0) });

export async function fetchListing(request: ListingRequest): Promise<Paged<Artwork>> {
  const { path, params } = listingQuery(request);
  return pageOf((await api.get<Paged<Artwork>>(path, { params })).data);
}

export function earlyListing(request: ListingRequest): Paged<Artwork> | undefined {
  const { path, params } = listingQuery(request);
  return api.early(path, pageOf, { params });
}

const artworkOf = (data: Envelope<Artwork>): Artwork => data.message as Artwork;

export const fetchArtwork = async (slug: string): Promise<Artwork> => artworkOf((await api.get<Envelope<Artwork>>(artworkUrl(slug))).data);

export const earlyArtwork = (slug: string): Artwork | undefined => api.early(artworkUrl(slug), artworkOf);

/** Query keys in one place, so issue 3 can invalidate them (after a like, an upload, an edit). */
export const catalogueKeys = {
  categories: ['catalogue', 'categories'] as const,
  listing: (request: Omit<ListingRequest, 'skip' | 'limit'>, viewer: string | null) => ['catalogue', 'listing', request, viewer] as const,
  artwork: (slug: string, viewer: string | null) => ['catalogue', 'artwork', slug, viewer] as const,
};
