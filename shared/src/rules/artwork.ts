// Spec §5 artwork upload/edit rules, used by the upload form and by the server.
import type { MsgKey } from '../messages';
import { ARTWORK_LIMITS as L } from '../constants';
import { isBlank } from './text';

export interface ArtworkFormInput {
  imageCount: number;
  name: string;
  categories: string[];
  price: string | number | null | undefined;
  stock: string | number | null | undefined;
  height?: string | number | null;
  width?: string | number | null;
  breadth?: string | number | null;
  weight?: string | number | null;
  tags?: string[];
}

const num = (v: unknown): number => Number(v);
const tooBig = (v: unknown, max: number): boolean => !isBlank(v) && !(num(v) >= 0 && num(v) <= max);

/** The first failing rule as a message key (with its values), or null when the artwork is valid. */
export function checkArtwork(a: ArtworkFormInput): { key: MsgKey; values?: Record<string, number> } | null {
  if (a.imageCount > L.images) return { key: 'artworkTooManyImages', values: { n: L.images } };
  if (a.imageCount < 1) return { key: 'artworkNoImage' };
  if (isBlank(a.name)) return { key: 'artworkNameRequired' };
  if (!a.categories.some((c) => !isBlank(c))) return { key: 'artworkCategoryRequired' };
  if (isBlank(a.price) || !Number.isFinite(num(a.price)) || num(a.price) < 0) return { key: 'artworkPriceRequired' };
  if (num(a.price) > L.price) return { key: 'artworkPriceMax' };
  if (isBlank(a.stock) || !Number.isInteger(num(a.stock)) || num(a.stock) < 0) return { key: 'artworkStockRequired' };
  if (num(a.stock) > L.stock) return { key: 'artworkStockMax' };
  if (tooBig(a.height, L.height)) return { key: 'artworkHeightMax' };
  if (tooBig(a.width, L.width)) return { key: 'artworkWidthMax' };
  if (tooBig(a.breadth, L.breadth)) return { key: 'artworkBreadthMax' };
  if (tooBig(a.weight, L.weight)) return { key: 'artworkWeightMax' };
  if ((a.tags?.length ?? 0) > L.tags) return { key: 'artworkTagsMax' };
  return null;
}

/** Tags are sent only when 1 to 9 are present (spec §7.4). */
export const tagsToSend = (tags: string[]): string[] => (tags.length >= 1 && tags.length <= 9 ? tags : []);

/** Display price: 'NPR 25000', or 'Not For Sale' when the price is 0. */
export const priceField = (price: number): string => (price > 0 ? `NPR ${price}` : 'Not For Sale');
