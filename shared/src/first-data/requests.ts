// The requests pages make first and the `sizes` of their largest pictures: the pages build their
// requests with these, and the server (first-data.ts) makes the same ones, so the answers it writes
// into the page are found under the same URLs. Part of @kala/shared's index (the pages use it).
import { queryString } from '../api/query-string';
import { PAGE_SIZE, type FeedSort, type OrderBy } from '../constants';
import { fillPath } from '../routing/paths';

/** The `sizes` of the pictures that are a page's largest: the components and the server's preload agree. */
export const IMAGE_SIZES = {
  banner: '(min-width: 1440px) 1440px, 100vw',
  grid: '(max-width: 481px) 50vw, (max-width: 667px) 33vw, (max-width: 1199px) 25vw, (min-width: 1440px) 272px, 20vw',
  detail: '(max-width: 900px) 94vw, (min-width: 1440px) 790px, 55vw',
  post: '(max-width: 760px) 100vw, 680px',
} as const;

export const HOME_SLIDES_URL = '/slider/home-slider';
/** Every category (the home page's tiles and rows, the listings' filters). */
export const CATEGORIES_URL = '/categories';
/** The featured works (the home page's Featured band; the same for every viewer). */
export const FEATURED_URL = '/products/getfeatured';

/** The listings', the artwork's and the cart's requests as patterns (`:cat`, `:slug`): the server fills them from a route's parameters. */
export const REQUEST_PATHS = {
  gallery: '/v2/products/category/:cat',
  store: '/store/:cat',
  artwork: '/product/:slug',
  /** The signed-in viewer's cart (the shell's sync, the cart page). */
  cart: '/cart',
} as const;

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

/** A page of a gallery or store listing: the path under the api base and its query parameters. */
export function listingQuery({ store, cat, orderby, price, skip, limit = PAGE_SIZE.gallery }: ListingRequest): { path: string; params: Record<string, unknown> } {
  return { path: fillPath(store ? REQUEST_PATHS.store : REQUEST_PATHS.gallery, { cat }), params: { orderby, price, skip, limit } };
}

export const withQuery = ({ path, params }: { path: string; params: Record<string, unknown> }) => path + queryString(params);

export const artworkUrl = (slug: string): string => fillPath(REQUEST_PATHS.artwork, { slug });

/** The chat service's requests a conversation page makes first (spec §7.7), under its base (/chat); `:to` is the room. */
export const CHAT_REQUEST_PATHS = { rooms: '/rooms', room: '/rooms/:to', messages: '/rooms/:to/messages' } as const;

/** A page of a room's messages (1 = the newest): the parameters the chat service reads. */
export const messagesPage = (page: number): Record<string, unknown> => ({ per_page: PAGE_SIZE.messages, page });

/** A page of the viewer's rooms (the inbox), after the cursor `before` (a page's `next`; none: the newest). */
export const roomsPage = (before?: string): Record<string, unknown> => ({ per_page: PAGE_SIZE.rooms, ...(before ? { before } : {}) });

/** The feed's posts (spec §7.3): a page of them, newest first for 'all', optionally one studio's. */
export const FEED_POSTS_URL = '/feed/posts';

/** The feed's Top Studios (spec §4): on a phone a strip above the posts. */
export const TOP_STUDIOS_URL = '/artists/top/all';

export const feedQuery = (sort: FeedSort, skip: number, studio: string | null = null): { path: string; params: Record<string, unknown> } => ({
  path: FEED_POSTS_URL,
  params: { sort, skip, total: PAGE_SIZE.feed, ...(studio && { artistId: studio }) },
});
