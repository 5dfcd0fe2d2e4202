// Reading artworks as the Artwork JSON of the catalogue contract (@kala/shared/contracts/catalogue).
import { paisaToNpr } from '@kala/shared/commerce';
import { ARTWORK_LIMITS } from '@kala/shared/constants';
import { priceField } from '@kala/shared/rules';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { CategoryRef } from '@kala/shared/contracts/categories';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { AuthorRef } from '@kala/shared/contracts/people';
import type { Db } from '../../db';
import { personJson } from '../users/repository';

interface ImageRow extends ImageSet {
  isCover: boolean;
}

export interface ArtworkRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  price_paisa: number;
  stock: number;
  tags: string[];
  width: number | null;
  height: number | null;
  breadth: number | null;
  weight: number | null;
  views: number;
  created_at: Date | string;
  author: Omit<AuthorRef, 'id'>;
  images: ImageRow[];
  categories: CategoryRef[];
  likes: string[];
}

/** SQL: the ids of the users who liked work `a`, in the order they did. */
export const LIKES_SQL = `coalesce((select array_agg(l.user_id::text order by l.created_at) from likes l where l.artwork_id = a.id), '{}'::text[])`;

/** Select list for one artwork row with its author, images, categories and likes (alias `a`). */
export const ARTWORK_COLUMNS = `
  a.id, a.slug, a.name, a.description, a.price_paisa, a.stock, a.tags, a.width, a.height, a.breadth, a.weight,
  a.views, a.created_at,
  (select ${personJson('u')} from users u where u.id = a.author_id) as author,
  coalesce((select json_agg(json_build_object('slug', i.slug, 'alt', i.alt, 'sizes', i.sizes, 'isCover', i.is_cover)
                            order by i.position)
              from artwork_images i where i.artwork_id = a.id), '[]'::json) as images,
  coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent)
                            order by c.parent nulls first, c.name)
              from artwork_categories ac join categories c on c.id = ac.category_id
             where ac.artwork_id = a.id), '[]'::json) as categories,
  ${LIKES_SQL} as likes`;

/** Stock on sale at a price: what the store lists and what can be bought. */
export const IN_STORE_SQL = 'a.price_paisa > 0 and a.stock > 0';

const EMPTY_IMAGE: ImageSet = { slug: '', alt: '', sizes: [] };

/** An image left without alt text is described by the work's name (stored as '', so a rename carries over). */
const toImageSet = ({ slug, alt, sizes }: ImageRow, name: string): ImageSet => ({ slug, alt: alt || name, sizes });

/** `image` is the cover; `images` are the other pictures, in order (the slider shows image, then images). */
export function toArtworkJson(row: ArtworkRow): Artwork {
  const cover = row.images.find((i) => i.isCover) ?? row.images[0];
  // NPR to the paisa (a price may have two decimals): rounding it would show 99.50 as 100 and 0.40 as Not For Sale.
  const price = paisaToNpr(Number(row.price_paisa));
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: cover ? toImageSet(cover, row.name) : EMPTY_IMAGE,
    images: row.images.filter((i) => i !== cover).map((i) => toImageSet(i, row.name)),
    priceField: priceField(price, row.stock),
    price,
    stock: row.stock,
    inStore: price > 0 && row.stock > 0,
    categories: row.categories,
    tags: row.tags,
    attributes: { width: row.width, height: row.height, breadth: row.breadth, weight: row.weight },
    likes: row.likes,
    author: { ...row.author, id: row.author._id },
    views: row.views,
    created: new Date(row.created_at).toISOString(),
  };
}

// Stock is the catalogue's: commerce reserves and returns it through these, inside its order's transaction.
type Query = Pick<Db, 'one' | 'query'>;

/** Takes `qty` pieces when the work still has them (a waiting buyer re-reads the row): false when sold out. */
export const reserveStock = async (q: Query, id: string, qty: number): Promise<boolean> =>
  (await q.one('update artworks set stock = stock - $2 where id = $1 and stock >= $2 returning stock', [id, qty])) !== null;

/** Gives back the pieces of an order that ended unpaid or was declined, never above the stock a work may have. */
export const returnStock = (q: Query, id: string, qty: number) =>
  q.query(`update artworks set stock = least(stock + $2, ${ARTWORK_LIMITS.stock}) where id = $1`, [id, qty]);
