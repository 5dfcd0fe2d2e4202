// Issue 10's demo data: a private studio with a login, one approved and one pending follower; a block;
// a pending studio request; an unused artist code. Seeded people are not new: no initiate-follows page.
import type { Db } from '../db';
import { hashPassword } from '../lib/crypto';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from './data';

export const DEMO_PRIVATE_ARTIST_EMAIL = 'anjali.karki@kala.test';
export const DEMO_ARTIST_CODE = 'KALA-DEMO-STUDIO';

const idOf = async (t: Db, email: string): Promise<string> => (await t.one<{ id: string }>('select id from users where email = $1', [email]))!.id;

export async function insertPeople(t: Db): Promise<void> {
  const artist = await idOf(t, DEMO_PRIVATE_ARTIST_EMAIL);
  await t.query('update users set password_hash = $2 where id = $1', [artist, await hashPassword(DEMO_PASSWORD)]);
  const follow = `insert into follows (follower_id, artist_id, status) values ($1, $2, $3)
                  on conflict (follower_id, artist_id) do update set status = excluded.status`;
  await t.query(follow, [await idOf(t, DEMO_BUYER_EMAIL), artist, 'accepted']);
  await t.query(follow, [await idOf(t, 'arjun.pandey@kala.test'), artist, 'requested']);
  await t.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [
    await idOf(t, DEMO_BUYER_EMAIL),
    await idOf(t, 'prakash.lamichhane@kala.test'),
  ]);
  await t.query(`insert into studio_requests (user_id, message) values ($1, $2)`, [
    await idOf(t, 'sneha.basnet@kala.test'),
    'I draw portraits in charcoal and have sold work at Patan Durbar Square weekend markets. I would like a studio on Kala.',
  ]);
  await t.query('insert into artist_codes (code) values ($1) on conflict do nothing', [DEMO_ARTIST_CODE]);
  await t.query('update users set initiate_follows = true');
}
