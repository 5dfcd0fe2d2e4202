// What a page asks the API for first, and which picture in the answers is the page's largest (issue 7,
// "no waterfall"). The server answers these requests inside the page it writes and preloads that picture,
// so a first visit does not wait for the code before asking; the pages build their requests with the
// same functions, so the answers are found in the page instead of fetched again. No React, no browser:
// the server imports it (`@kala/shared/first-data`).
import { mediaUrl, srcSetOf } from '../api/media';
import { DEFAULT_ORDER_BY } from '../constants';
import { BANNER_PICTURE_SIZES, EXHIBITIONS_URL, bannerPictureOf, type Exhibition } from '../exhibitions';
import { paramsOfPath, routeOfPath } from '../routing/paths';
import type { Artwork, ImageSet } from '../types';
import { HOME_SLIDES_URL, IMAGE_SIZES, artworkUrl, listingQuery, withQuery } from './requests';

export { IMAGE_SIZES, mediaUrl };

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
    case 'exhibitions':
      return {
        urls: [EXHIBITIONS_URL],
        picture: { of: ([answer]) => bannerPictureOf((answer as { message?: Exhibition[] } | undefined)?.message), sizes: BANNER_PICTURE_SIZES },
      };
    default:
      return null;
  }
}

/**
 * The attributes of a preload (or the server's painted <img>) for a picture, matching what <ArtworkImage>
 * asks for with these `sizes`; width and height are the largest file's.
 */
export function picturePreload(set: ImageSet, sizes: string): { href: string; srcset: string; sizes: string; width: number; height: number } | null {
  const largest = [...set.sizes].sort((a, b) => b.width - a.width)[0];
  return largest ? { href: mediaUrl(largest.fileName), srcset: srcSetOf(set), sizes, width: largest.width, height: largest.height } : null;
}
