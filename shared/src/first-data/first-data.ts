// What a page asks the API for first, and which picture in the answers is the page's largest (issue 7,
// "no waterfall"). The server answers these requests inside the page it writes and preloads that picture,
// so a first visit does not wait for the code before asking; the pages build their requests with the
// same functions, so the answers are found in the page instead of fetched again.
//
// Written as data, not code: a remote's build publishes its routes' first data in its routes.json
// (../routing/published.ts), and the server reads it from the live build, so a remote's new page gets its
// first answers without a server release. No React, no browser (`@kala/shared/first-data`).
import { mediaUrl, srcSetOf } from '../api/media';
import { DEFAULT_ORDER_BY } from '../constants';
import { BANNER_PICTURE_SIZES, EXHIBITIONS_URL } from '../exhibitions';
import { fillPath, type RouteName } from '../routing/paths';
import type { ImageSet } from '../contracts/media';
import { CATEGORIES_URL, CHAT_REQUEST_PATHS, FEATURED_URL, HOME_SLIDES_URL, IMAGE_SIZES, REQUEST_PATHS, TOP_STUDIOS_URL, feedQuery, listingQuery, messagesPage, roomsPage, withQuery } from './requests';

export { CHAT_REQUEST_PATHS, IMAGE_SIZES, REQUEST_PATHS, fillPath, mediaUrl, messagesPage, roomsPage };

/**
 * A page's first requests and where its largest picture is in their answers. `picture.at` are paths tried in
 * order into the list of answers: a number is an index, `key=value` the first item whose key is that value,
 * anything else a property ('0.message.state=current.banner').
 */
export interface FirstData {
  /** GET requests under `base`, in the page's order; `:name` is the route's parameter. */
  urls: string[];
  /** The service the requests go to: the API (/api) unless said (the chat service, /chat). */
  base?: string;
  picture?: { at: string[]; sizes: string };
  /** Asked only for a signed-in viewer: the answer is their own (a visitor's would be refused). */
  viewersOnly?: true;
}

/** A listing's first page, in the default order: the same query the page makes (listingQuery). */
const listing = (store: boolean): FirstData => ({
  urls: [
    withQuery({ path: store ? REQUEST_PATHS.store : REQUEST_PATHS.gallery, params: listingQuery({ store, cat: '', orderby: DEFAULT_ORDER_BY, skip: 0 }).params }),
    // The filters' categories: asked at once by the page too, so answered with it rather than after the code.
    CATEGORIES_URL,
  ],
  picture: { at: ['0.message.0.image'], sizes: IMAGE_SIZES.grid },
});
const artwork: FirstData = { urls: [REQUEST_PATHS.artwork], picture: { at: ['0.message.image'], sizes: IMAGE_SIZES.detail } };

/**
 * The attribute a page puts on what replaces the server's first paint of it, where that paint waits for it
 * (the feed's first post: server/src/modules/web/first-paint.ts names it in the paint's data-hold, and the
 * shell removes the paint once an element of a remote carries it).
 */
export const REPLACES_FIRST_PAINT = 'data-replaces-first-paint';

/** The routes whose first answers the server writes into a visitor's page. */
export const FIRST_DATA: Partial<Record<RouteName, FirstData>> = {
  // The banner, then what the first two screens show: the category tiles and Featured. Each answer that came
  // with the page renders with the page's first render instead of a request, a round trip and a render of its own.
  home: { urls: [HOME_SLIDES_URL, CATEGORIES_URL, FEATURED_URL], picture: { at: ['0.slides.0.imageMain'], sizes: IMAGE_SIZES.banner } },
  gallery: listing(false),
  store: listing(true),
  artwork,
  art: artwork,
  // The newest posts and Top Studios (above the posts on a phone); a signed-in viewer's are answered with their
  // session (server/src/modules/web/first-data.ts).
  feed: { urls: [withQuery(feedQuery('all', 0)), TOP_STUDIOS_URL], picture: { at: ['0.message.0.picture'], sizes: IMAGE_SIZES.post } },
  // The viewer's cart: the server paints its lines from this answer (server/src/modules/web/first-paint.ts);
  // the shell's cart sync at start takes it.
  cart: { urls: [REQUEST_PATHS.cart], viewersOnly: true },
  // A conversation: the room, its newest messages and the first page of the rooms beside it, as the viewer's.
  messages: {
    base: '/chat',
    urls: [
      CHAT_REQUEST_PATHS.room,
      withQuery({ path: CHAT_REQUEST_PATHS.messages, params: messagesPage(1) }),
      withQuery({ path: CHAT_REQUEST_PATHS.rooms, params: roomsPage() }),
    ],
    viewersOnly: true,
  },
  exhibitions: {
    urls: [EXHIBITIONS_URL],
    picture: { at: ['0.message.state=current.banner', '0.message.state=current.listingThumb'], sizes: BANNER_PICTURE_SIZES },
  },
};

/**
 * Routes joined with their first data by route name: from FIRST_DATA (what this build knows without a
 * published list), or from the table a live build published beside its routes (routes.json's `first`).
 */
export const withFirstData = <R extends { name: string }>(routes: R[], table: Partial<Record<string, FirstData>> = FIRST_DATA): (R & { first?: FirstData })[] =>
  routes.map((route) => {
    const first = table[route.name];
    return first ? { ...route, first } : route;
  });

/** The first requests of a route at these parameters. */
export const firstRequests = (first: FirstData, params: Record<string, string>): string[] => first.urls.map((url) => fillPath(url, params));

function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, step) => {
    if (value == null || typeof value !== 'object') return undefined;
    const [key, wanted] = step.split('=');
    if (wanted !== undefined) return Array.isArray(value) ? value.find((item) => String((item as Record<string, unknown>)?.[key!]) === wanted) : undefined;
    return (value as Record<string, unknown>)[step];
  }, root);
}

const isImageSet = (value: unknown): value is ImageSet => typeof value === 'object' && value !== null && Array.isArray((value as ImageSet).sizes);

/** The page's largest picture in its first answers (in the order of its requests), if any. */
export const firstPicture = (first: FirstData, answers: unknown[]): ImageSet | undefined =>
  first.picture?.at.map((path) => valueAt(answers, path)).find(isImageSet);

/**
 * The attributes of a preload (or the server's painted <img>) for a picture, matching what <ArtworkImage>
 * asks for with these `sizes`; width and height are the largest file's.
 */
export function picturePreload(set: ImageSet, sizes: string): { href: string; srcset: string; sizes: string; width: number; height: number } | null {
  const largest = [...set.sizes].sort((a, b) => b.width - a.width)[0];
  return largest ? { href: mediaUrl(largest.fileName), srcset: srcSetOf(set), sizes, width: largest.width, height: largest.height } : null;
}
