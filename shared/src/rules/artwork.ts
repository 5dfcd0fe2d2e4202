// Spec §5 artwork upload/edit rules, used by the upload form and by the server.
import type { MsgKey } from '../messages';
import { ARTWORK_LIMITS as L } from '../constants';
import { isBlank, type FieldProblem, type Problem } from './text';

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

/** The fields of the upload and edit forms that rules check. */
export type ArtworkField = 'images' | 'name' | 'category' | 'price' | 'stock' | 'height' | 'width' | 'breadth' | 'weight' | 'tags';

/** A problem whose text says the limit ('Stock must be at most {{max}}'). */
const over = (isOver: boolean, key: MsgKey, max: number): Problem | null => (isOver ? { key, values: { max } } : null);
const problem = (key: MsgKey | null): Problem | null => (key ? { key } : null);

/** Every field's first failing rule, in the spec's order (a form shows them all at once). */
export function artworkProblems(a: ArtworkFormInput): FieldProblem<ArtworkField>[] {
  const price = isBlank(a.price) || !Number.isFinite(num(a.price)) || num(a.price) < 0 ? 'artworkPriceRequired' : num(a.price) > L.price ? 'artworkPriceMax' : null;
  const stockMissing = isBlank(a.stock) || !Number.isInteger(num(a.stock)) || num(a.stock) < 0;
  const checks: [ArtworkField, Problem | null][] = [
    ['images', a.imageCount > L.images ? { key: 'artworkTooManyImages', values: { n: L.images } } : problem(a.imageCount < 1 ? 'artworkNoImage' : null)],
    ['name', problem(isBlank(a.name) ? 'artworkNameRequired' : null)],
    ['category', problem(a.categories.some((c) => !isBlank(c)) ? null : 'artworkCategoryRequired')],
    ['price', problem(price)],
    ['stock', stockMissing ? problem('artworkStockRequired') : over(num(a.stock) > L.stock, 'artworkStockMax', L.stock)],
    ['height', over(tooBig(a.height, L.height), 'artworkHeightMax', L.height)],
    ['width', over(tooBig(a.width, L.width), 'artworkWidthMax', L.width)],
    ['breadth', over(tooBig(a.breadth, L.breadth), 'artworkBreadthMax', L.breadth)],
    ['weight', over(tooBig(a.weight, L.weight), 'artworkWeightMax', L.weight)],
    ['tags', over((a.tags?.length ?? 0) > L.tags, 'artworkTagsMax', L.tags)],
  ];
  return checks.flatMap(([field, found]) => (found ? [{ field, ...found }] : []));
}

/** The first failing rule as a message key (with its values), or null when the artwork is valid. */
export function checkArtwork(a: ArtworkFormInput): Problem | null {
  const [first] = artworkProblems(a);
  return first ? { key: first.key, ...(first.values ? { values: first.values } : {}) } : null;
}

/** Tags are sent only when 1 to 9 are present (spec §7.4). */
export const tagsToSend = (tags: string[]): string[] => (tags.length >= 1 && tags.length <= 9 ? tags : []);

/** What a priced work with no piece left shows wherever it appears (issue 11). */
export const SOLD = 'Sold';

/** Display price: 'NPR 25000'; 'Sold' when no piece is left; 'Not For Sale' when the price is 0. */
export const priceField = (price: number, stock = 1): string => (price > 0 ? (stock > 0 ? `NPR ${price}` : SOLD) : 'Not For Sale');
