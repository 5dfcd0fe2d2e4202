// What a page asks the API for first, and which picture in the answers is the page's largest (issue 7,
// "no waterfall"). The server answers these requests inside the page it writes and preloads that picture,
// so a first visit does not wait for the code before asking; the pages build their requests with the
// same functions, so the answers are found in the page instead of fetched again. No React, no browser:
// the server imports it (`@kala/shared/first-data`).
import { mediaUrl, srcSetOf } from '../api/media';
import { queryString } from '../api/query-string';
import { DEFAULT_ORDER_BY, PAGE_SIZE, type OrderBy } from '../constants';
import { paramsOfPath, routeOfPath } from '../routing/paths';
import type { Artwork, ImageSet } from '../types';

/** The `sizes` of the pictures that are a page's largest: the components and the server's preload agree. */
export const IMAGE_SIZES = {
  banner: '(min-width: 1440px) 1440px, 100vw',
  grid: '(max-width: 481px) 50vw, (max-width: 667px) 33vw, (max-width: 1199px) 25vw, (min-width: 1440px) 272px, 20vw',
  detail: '(max-width: 900px) 94vw, (min-width: 1440px) 790px, 55vw',
} as const;

export const HOME_SLIDES_URL = '/slider/home-slider';

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
  const path = store ? `/store/${encodeURIComponent(cat)}` : `/v2/products/category/${encodeURIComponent(cat)}`;
  return { path, params: { orderby, price, skip, limit } };
}

const withQuery = ({ path, params }: { path: string; params: Record<string, unknown> }) => path + queryString(params);

export const artworkUrl = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

export interface FirstData {
  /** GET requests under the api base (/api), in the order the page makes them. */
  urls: string[];
  /** The largest picture, found in the answers (in the order of `urls`), and its `sizes`. */
  picture?: { of: (answers: unknown[]) => ImageSet | undefined; sizes: string };
}

const firstListed = (answer: unknown): ImageSet | undefined => (answer as { message?: Artwork[] } | undefined)?.message?.[0]?.image;

/** A visitor's first requests for a page, or null when the page has none worth answering early. */
export function firstDataOf(pathname: string, search: string): FirstData | null {
  const route = routeOfPath(pathname);
  // A sorted or filtered listing asks for other URLs: those wait for the page.
  if (!route || search) return null;
  const params = paramsOfPath(route, pathname);
  switch (route) {
    case 'home':
      return {
        urls: [HOME_SLIDES_URL],
        picture: { of: ([answer]) => (answer as { slides?: { imageMain?: ImageSet }[] } | undefined)?.slides?.[0]?.imageMain, sizes: IMAGE_SIZES.banner },
      };
    case 'gallery':
    case 'store':
      return {
        urls: [withQuery(listingQuery({ store: route === 'store', cat: params.cat ?? 'all', orderby: DEFAULT_ORDER_BY, skip: 0 }))],
        picture: { of: ([answer]) => firstListed(answer), sizes: IMAGE_SIZES.grid },
      };
    case 'artwork':
    case 'art':
      return {
        urls: [artworkUrl(params.slug ?? '')],
        picture: { of: ([answer]) => (answer as { message?: Artwork } | undefined)?.message?.image, sizes: IMAGE_SIZES.detail },
      };
    default:
      return null;
  }
}

/** The attributes of a preload for a picture, matching what <ArtworkImage> asks for with these `sizes`. */
export function picturePreload(set: ImageSet, sizes: string): { href: string; srcset: string; sizes: string } | null {
  const largest = [...set.sizes].sort((a, b) => b.width - a.width)[0];
  return largest ? { href: mediaUrl(largest.fileName), srcset: srcSetOf(set), sizes } : null;
}
