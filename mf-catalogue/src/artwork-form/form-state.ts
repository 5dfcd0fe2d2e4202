// The upload/edit form's values, how an artwork fills them, the spec's checks, and the multipart body.
import { ARTWORK_LIMITS, type Category, type ImageSet, type MsgKey } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { artworkProblems, tagsToSend, type ArtworkField } from '@kala/shared/rules';

interface ImageBase {
  /** Stable React key. */
  key: string;
  /** Alt text; blank means "use the artwork's name". */
  alt: string;
}
/** An image the work already has (edit), or a file just picked. */
export type FormImage = (ImageBase & { kind: 'old'; image: ImageSet }) | (ImageBase & { kind: 'new'; file: File });

export interface FormValues {
  /** The first one is the cover. */
  images: FormImage[];
  name: string;
  description: string;
  main: string;
  sub: string;
  price: string;
  stock: string;
  height: string;
  width: string;
  breadth: string;
  weight: string;
  tags: string[];
}


let nextKey = 1;
export const newKey = (): string => `img-${nextKey++}`;

export const emptyValues = (): FormValues => ({ images: [], name: '', description: '', main: '', sub: '', price: '', stock: '', height: '', width: '', breadth: '', weight: '', tags: [] });

const text = (v: number | null | undefined): string => (v == null ? '' : String(v));

/** The edit form starts from the work as it is: its images (cover first), categories, figures and tags. */
export function valuesOfArtwork(artwork: Artwork, categories: Category[] = []): FormValues {
  const images = [artwork.image, ...artwork.images.filter((i) => i.slug !== artwork.image.slug)];
  const parentOf = (id: string) => artwork.categories.find((c) => c._id === id)?.parent ?? categories.find((c) => c._id === id)?.parent ?? null;
  const main = artwork.categories.find((c) => parentOf(c._id) == null);
  const sub = artwork.categories.find((c) => parentOf(c._id) != null);
  return {
    // An alt text the server filled in with the name was never typed: blank, so it follows a rename.
    images: images.map((image) => ({ key: newKey(), kind: 'old', image, alt: image.alt && image.alt !== artwork.name ? image.alt : '' })),
    name: artwork.name,
    description: artwork.description ?? '',
    main: main?._id ?? (sub ? (parentOf(sub._id) ?? '') : ''),
    sub: sub?._id ?? '',
    price: text(artwork.price),
    stock: text(artwork.stock),
    height: text(artwork.attributes.height),
    width: text(artwork.attributes.width),
    breadth: text(artwork.attributes.breadth),
    weight: text(artwork.attributes.weight),
    tags: artwork.tags ?? [],
  };
}

/**
 * Make an image the cover. The server keeps the cover first, then the kept images, then the new files
 * (docs/api/catalogue.md), so the strip shows that order: what you see is what is saved.
 */
export function makeCover(images: FormImage[], key: string): FormImage[] {
  const cover = images.find((i) => i.key === key);
  if (!cover) return images;
  const rest = images.filter((i) => i !== cover);
  return [cover, ...rest.filter((i) => i.kind === 'old'), ...rest.filter((i) => i.kind === 'new')];
}

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Files the strip can take: the right type and size, and no more than the limit. */
export function acceptFiles(current: number, files: File[]): { accepted: File[]; problem: { key: MsgKey; values?: Record<string, number> } | null } {
  const wrongType = files.find((f) => !ACCEPTED_TYPES.includes(f.type));
  const tooLarge = files.find((f) => f.size > ARTWORK_LIMITS.imageBytes);
  const fitting = files.filter((f) => ACCEPTED_TYPES.includes(f.type) && f.size <= ARTWORK_LIMITS.imageBytes);
  const room = Math.max(0, ARTWORK_LIMITS.images - current);
  const accepted = fitting.slice(0, room);
  const problem = wrongType
    ? { key: 'imageTypeInvalid' as const }
    : tooLarge
      ? { key: 'imageTooLarge' as const, values: { n: Math.round(ARTWORK_LIMITS.imageBytes / (1024 * 1024)) } }
      : fitting.length > room
        ? { key: 'artworkTooManyImages' as const, values: { n: ARTWORK_LIMITS.images } }
        : null;
  return { accepted, problem };
}

/** The form's fields as they appear on the page: the first invalid one gets focus. */
export const FIELD_ORDER: readonly ArtworkField[] = ['images', 'name', 'category', 'price', 'stock', 'height', 'width', 'breadth', 'weight', 'tags'];

/** The field a value belongs to (the main category select carries the category rule). */
export const fieldOfValue = (key: keyof FormValues): ArtworkField | null => (key === 'main' ? 'category' : key === 'description' || key === 'sub' ? null : key);

/** Spec §5, every field at once, in the spec's order. */
export const problemsOf = (v: FormValues) =>
  artworkProblems({
    imageCount: v.images.length,
    name: v.name,
    categories: [v.main, v.sub],
    price: v.price,
    stock: v.stock,
    height: v.height,
    width: v.width,
    breadth: v.breadth,
    weight: v.weight,
    tags: v.tags,
  });

/** The field a server refusal names (the server runs the same rules), so it shows by that field. */
const FIELD_OF_KEY: Partial<Record<MsgKey, ArtworkField>> = {
  artworkTooManyImages: 'images',
  artworkNoImage: 'images',
  artworkNameRequired: 'name',
  artworkCategoryRequired: 'category',
  artworkPriceRequired: 'price',
  artworkPriceMax: 'price',
  artworkStockRequired: 'stock',
  artworkStockMax: 'stock',
  artworkHeightMax: 'height',
  artworkWidthMax: 'width',
  artworkBreadthMax: 'breadth',
  artworkWeightMax: 'weight',
  artworkTagsMax: 'tags',
};
export const fieldOfMessage = (key: MsgKey): ArtworkField | null => FIELD_OF_KEY[key] ?? null;

/**
 * The multipart body, field names exactly as the contract says. The cover is `image` when it is a new file,
 * or `cover` (a kept image's slug) on edit; kept images go as `oldImages[]`, new ones as `images[]`, each
 * with its alt text (blank when none was typed). On edit, `stockWas` is the stock the page opened with: the
 * server moves the stock by the change, so orders placed meanwhile keep theirs.
 */
export function toFormData(v: FormValues, stockWas?: string): FormData {
  const body = new FormData();
  const name = v.name.trim();
  // A blank alt is sent blank: the server describes such an image by the work's name, whatever it becomes.
  const altOf = (image: FormImage) => image.alt.trim();
  const [cover, ...rest] = v.images;
  if (cover?.kind === 'new') {
    body.append('image', cover.file);
    body.append('imageAlt', altOf(cover));
  } else if (cover) {
    body.append('cover', cover.image.slug);
  }
  for (const image of v.images) {
    if (image.kind !== 'old') continue;
    body.append('oldImages[]', image.image.slug);
    body.append('oldImagesAlt[]', altOf(image));
  }
  for (const image of rest) {
    if (image.kind !== 'new') continue;
    body.append('images[]', image.file);
    body.append('imagesAlt[]', altOf(image));
  }
  body.append('name', name);
  body.append('description', v.description.trim());
  for (const id of [v.main, v.sub]) if (id) body.append('categories[]', id);
  for (const tag of tagsToSend(v.tags)) body.append('tags[]', tag);
  body.append('price', String(Number(v.price)));
  body.append('stock', String(Number(v.stock)));
  if (stockWas !== undefined && stockWas.trim() !== '') body.append('stockWas', String(Number(stockWas)));
  for (const key of ['width', 'height', 'breadth', 'weight'] as const) {
    if (v[key].trim() !== '') body.append(`attributes[${key}]`, String(Number(v[key])));
  }
  return body;
}
