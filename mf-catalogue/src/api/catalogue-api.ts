// The server calls this remote makes (spec doc 2 §7.2). The shared client adds the JWT header and turns
// the {status, message} envelope into a value or an ApiError; these functions only name the paths.
import { api, PAGE_SIZE, type Artwork, type Category, type Envelope, type OrderBy, type Paged } from '@kala/shared';

export interface ListingRequest {
  /** Store lists only works in store (/store/:cat); the gallery lists everything. */
  store: boolean;
  /** A category slug or 'all'. */
  cat: string;
  orderby: OrderBy;
  /** 'min,max' in NPR; left out when the whole range is wanted. */
  price?: string;
  skip: number;
  limit?: number;
}

export async function fetchCategories(): Promise<Category[]> {
  const { data } = await api.get<Envelope<Category[]>>('/categories');
  return data.message ?? [];
}

export async function fetchListing({ store, cat, orderby, price, skip, limit = PAGE_SIZE.gallery }: ListingRequest): Promise<Paged<Artwork>> {
  const path = store ? `/store/${encodeURIComponent(cat)}` : `/v2/products/category/${encodeURIComponent(cat)}`;
  const { data } = await api.get<Paged<Artwork>>(path, { params: { orderby, price, skip, limit } });
  return { ...data, message: data.message ?? [], total: Number(data.total ?? 0) };
}

export async function fetchArtwork(slug: string): Promise<Artwork> {
  const { data } = await api.get<Envelope<Artwork>>(`/product/${encodeURIComponent(slug)}`);
  return data.message as Artwork;
}

/** Query keys in one place, so issue 3 can invalidate them (after a like, an upload, an edit). */
export const catalogueKeys = {
  categories: ['catalogue', 'categories'] as const,
  listing: (request: Omit<ListingRequest, 'skip' | 'limit'>, viewer: string | null) => ['catalogue', 'listing', request, viewer] as const,
  artwork: (slug: string, viewer: string | null) => ['catalogue', 'artwork', slug, viewer] as const,
};
