// The server cart (docs/api/catalogue.md, Cart): one line per user and work, so a logged-in user's cart
// follows them across devices. Adding a work already in the cart raises its quantity by 1 (spec §4).
import { paisaToNpr } from '@kala/shared/commerce';
import { priceField } from '@kala/shared/rules';
import { MSG_CODED } from '@kala/shared/messages';
import type { CartLine } from '@kala/shared/contracts/commerce';
import type { Db } from '../../db';

export type { CartLine };
import { isUuid } from '../../lib/ids';
import { badRequest, notFound } from '../../lib/http-error';
import { assertNotBlocked, notBlockedSql } from '../users/block-check';
import { personJson } from '../users/repository';



interface LineRow {
  id: string;
  slug: string;
  name: string;
  price_paisa: number;
  added_price_paisa: number | null;
  stock: number;
  quantity: number;
  thumbnail: string | null;
  author: CartLine['product_id']['author'];
}

/** The user's cart, oldest line first. */
export async function getCart(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await db.many<LineRow>(
    `select a.id, a.slug, a.name, a.price_paisa, ci.added_price_paisa, a.stock, ci.quantity,
       (select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s
         where i.artwork_id = a.id and s->>'sizeName' = 'thumbnail' order by i.is_cover desc, i.position limit 1) as thumbnail,
       ${personJson('u', ['name', 'slug', 'role'])} as author
     from cart_items ci join artworks a on a.id = ci.artwork_id join users u on u.id = a.author_id
     where ci.user_id = $1 order by ci.created_at, a.id`,
    [userId],
  );
  return rows.map((r) => {
    const price = paisaToNpr(Number(r.price_paisa));
    const addedPrice = paisaToNpr(Number(r.added_price_paisa ?? r.price_paisa));
    return {
      product_id: { id: r.id, _id: r.id, slug: r.slug, name: r.name, image: r.thumbnail ?? '', priceField: priceField(price), price, author: r.author, stock: r.stock },
      quantity: r.quantity,
      addedPrice,
    };
  });
}

/** Adds one of a work in store that is not the user's own; never more than the stock. */
export async function addToCart(db: Db, userId: string, productId: string): Promise<CartLine[]> {
  const work = isUuid(productId)
    ? await db.one<{ id: string; author_id: string; price_paisa: number; stock: number }>('select id, author_id, price_paisa, stock from artworks where id = $1 and removed_at is null', [productId])
    : null;
  if (!work) throw notFound(MSG_CODED.artworkUnavailable);
  if (work.author_id === userId) throw badRequest(MSG_CODED.ownWork);
  await assertNotBlocked(db, userId, work.author_id);
  if (!(work.price_paisa > 0 && work.stock > 0)) throw badRequest(MSG_CODED.notForSale);
  const line = await db.one<{ quantity: number }>(
    `insert into cart_items (user_id, artwork_id, quantity, added_price_paisa) values ($1, $2, 1, $4)
     on conflict (user_id, artwork_id) do update set quantity = cart_items.quantity + 1 where cart_items.quantity < $3
     returning quantity`,
    [userId, work.id, work.stock, work.price_paisa],
  );
  if (!line) throw badRequest(MSG_CODED.noMoreStock);
  return getCart(db, userId);
}

/**
 * A guest's cart merged into the user's (after login): each line raised to the guest's quantity, capped by the
 * stock, never lowered, so sending it twice is the same as once. Lines that could not be added one by one
 * (gone, not for sale, the user's own, a block between) are left out.
 */
export async function mergeIntoCart(db: Db, userId: string, lines: { product_id: string; quantity: number }[]): Promise<CartLine[]> {
  const wanted = new Map<string, number>();
  for (const l of lines) if (isUuid(l.product_id)) wanted.set(l.product_id, Math.max(wanted.get(l.product_id) ?? 0, l.quantity));
  if (wanted.size > 0) {
    await db.query(
      `insert into cart_items (user_id, artwork_id, quantity, added_price_paisa)
       select $1, a.id, least(g.qty, a.stock), a.price_paisa from unnest($2::uuid[], $3::int[]) g(id, qty) join artworks a on a.id = g.id
        where a.author_id <> $1 and a.price_paisa > 0 and a.stock > 0 and ${notBlockedSql('$1::uuid', 'a.author_id')}
       on conflict (user_id, artwork_id) do update set quantity = greatest(cart_items.quantity, excluded.quantity)`,
      [userId, [...wanted.keys()], [...wanted.values()]],
    );
  }
  return getCart(db, userId);
}

export async function removeFromCart(db: Db, userId: string, productId: string): Promise<CartLine[]> {
  if (isUuid(productId)) await db.query('delete from cart_items where user_id = $1 and artwork_id = $2', [userId, productId]);
  return getCart(db, userId);
}
