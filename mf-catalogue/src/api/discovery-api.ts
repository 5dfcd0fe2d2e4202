// The discovery screens' server calls (home, studios, search, liked artworks), exactly as
// docs/api/catalogue.md names them. The shared client adds the JWT header and unwraps the envelope.
import { api, FEATURED_URL, HOME_SLIDES_URL, PAGE_SIZE, type AuthorRef, type ImageSet } from '@kala/shared';
import type { Artwork, SearchAnswer, StudioCard } from '@kala/shared/contracts/catalogue';

export type { StudioCard };


export interface HomeSlide {
  title: string;
  imageMain: ImageSet;
  thumbnail: ImageSet;
  linkArtist: { name: string; slug: string; role: number } | null;
  link: string | null;
}

export type StudioSort = 'followers' | 'works';

export interface StudiosRequest {
  sortby: StudioSort;
  /** A main category slug or 'all'. */
  category: string;
  skip: number;
  limit?: number;
}

export interface LikedAnswer {
  user: AuthorRef & { cover: string | null };
  liked_artworks: Artwork[];
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

// Home's first answers are read by one function each, from the server or from the page (`early…`: a first
// visit's, for a query's initialData; undefined when the page holds none).
const slidesOf = (data: { slides?: HomeSlide[] }): HomeSlide[] => list<HomeSlide>(data.slides);
const featuredOf = (data: { result?: Artwork[] }): Artwork[] => list<Artwork>(data.result);

export const fetchHomeSlides = async (): Promise<HomeSlide[]> => slidesOf((await api.get<{ slides?: HomeSlide[] }>(HOME_SLIDES_URL)).data);
export const earlyHomeSlides = (): HomeSlide[] | undefined => api.early(HOME_SLIDES_URL, slidesOf);

export const fetchFeatured = async (): Promise<Artwork[]> => featuredOf((await api.get<{ result?: Artwork[] }>(FEATURED_URL)).data);
export const earlyFeatured = (): Artwork[] | undefined => api.early(FEATURED_URL, featuredOf);

/** The most liked, then most viewed works of one main category (≤ 11). */
export async function fetchPopular(categoryId: string): Promise<Artwork[]> {
  const { data } = await api.get<{ status: string; message?: Artwork[] }>(`/products/popular/${encodeURIComponent(categoryId)}`);
  return list<Artwork>(data.message).slice(0, PAGE_SIZE.scroller);
}

/** A list for the signed-in viewer, under the answer's `key` (each call names it as it does). */
async function viewersList<T>(url: string, key: 'result' | 'studios'): Promise<T[]> {
  const { data } = await api.get<{ status: string } & { [k in typeof key]?: T[] }>(url, { requireAuth: true });
  return list<T>(data[key]);
}

export const fetchRecommendedArtworks = (): Promise<Artwork[]> => viewersList('/products/recommended', 'result');
export const fetchFollowedArtworks = (): Promise<Artwork[]> => viewersList('/products/followed', 'result');
export const fetchRecommendedStudios = (): Promise<StudioCard[]> => viewersList('/studios/recommended', 'studios');
export const fetchTrendingStudios = (): Promise<StudioCard[]> => viewersList('/studios/tofollow', 'result');

export async function fetchStudios({ sortby, category, skip, limit = PAGE_SIZE.artists }: StudiosRequest): Promise<{ studios: StudioCard[]; total: number }> {
  const { data } = await api.get<{ status: string; message?: StudioCard[]; total?: number }>('/artists/sortable', {
    params: { sortby, category, skip, limit },
  });
  return { studios: list<StudioCard>(data.message), total: Number(data.total ?? 0) };
}

export async function fetchSearch(term: string): Promise<Pick<SearchAnswer, 'products' | 'artists'>> {
  const { data } = await api.get<SearchAnswer>(`/search/${encodeURIComponent(term)}`);
  return { products: list<Artwork>(data.products), artists: list<AuthorRef>(data.artists) };
}

export async function fetchLiked(slug: string): Promise<LikedAnswer> {
  const { data } = await api.get<{ status: string; message: LikedAnswer }>(`/artworks/liked/${encodeURIComponent(slug)}`, { requireAuth: true });
  return { user: data.message.user, liked_artworks: list<Artwork>(data.message.liked_artworks) };
}

/** Query keys of the discovery screens; `viewer` keeps logged-in answers apart from anonymous ones. */
export const discoveryKeys = {
  slides: ['discovery', 'slides'] as const,
  featured: (viewer: string | null) => ['discovery', 'featured', viewer] as const,
  popular: (categoryId: string, viewer: string | null) => ['discovery', 'popular', categoryId, viewer] as const,
  recommendedArtworks: (viewer: string | null) => ['discovery', 'recommended-artworks', viewer] as const,
  followedArtworks: (viewer: string | null) => ['discovery', 'followed-artworks', viewer] as const,
  recommendedStudios: (viewer: string | null) => ['discovery', 'recommended-studios', viewer] as const,
  trendingStudios: (viewer: string | null) => ['discovery', 'trending-studios', viewer] as const,
  studios: (sortby: StudioSort, category: string, viewer: string | null) => ['discovery', 'studios', sortby, category, viewer] as const,
  search: (term: string, viewer: string | null) => ['discovery', 'search', term, viewer] as const,
  liked: (slug: string, viewer: string | null) => ['discovery', 'liked', slug, viewer] as const,
};
