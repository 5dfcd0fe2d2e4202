// Demo conversations: the demo buyer and the demo artist have a one-to-one room and a group with a third
// person, each with a few messages over the last days, so the inbox and the header are alive on first start.
import type { Db } from '../db';
import { BUYERS, DEMO_ARTIST_EMAIL, DEMO_BUYER_EMAIL } from './data';

const MINUTE_MS = 60_000;

type Line = [who: 'buyer' | 'artist' | 'third', text: string, minutesAgo: number];

const PAIR: Line[] = [
  ['buyer', 'Namaste! Is the monsoon study over Patan still available?', 3 * 24 * 60],
  ['artist', 'Namaste! Yes, it is. It ships rolled in a tube within three days.', 3 * 24 * 60 - 20],
  ['buyer', 'Lovely. Could you send a closer photo of the rooftops?', 2 * 24 * 60],
  ['artist', 'Of course, I will take one in daylight tomorrow.', 90],
];

const GROUP: Line[] = [
  ['artist', 'Welcome to the sketch club! Saturday at Patan Durbar Square?', 26 * 60],
  ['third', 'Count me in. I will bring extra charcoal.', 25 * 60],
  ['buyer', 'See you both at nine.', 40],
];

async function insertRoom(t: Db, kind: 'normal' | 'group', name: string | null, members: string[], lines: Line[], who: Record<Line[0], string>): Promise<void> {
  const pairKey = kind === 'normal' ? [...members].sort().join(':') : null;
  const room = (await t.one<{ id: string }>('insert into chat_rooms (kind, name, pair_key) values ($1, $2, $3) returning id', [kind, name, pairKey]))!.id;
  const start = new Date(Date.now() - (lines[0]![2] + 5) * MINUTE_MS);
  for (const member of members) await t.query('insert into chat_members (room_id, user_id, joined_at, read_at) values ($1, $2, $3, $3)', [room, member, start]);
  if (kind === 'group') for (const member of members) await t.query(`insert into chat_messages (room_id, sender_id, kind, created_at) values ($1, $2, 'join', $3)`, [room, member, start]);
  for (const [from, text, minutesAgo] of lines) {
    const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
    await t.query(`insert into chat_messages (room_id, sender_id, kind, body, created_at) values ($1, $2, 'text', $3, $4)`, [room, who[from], text, at]);
    // Everyone has read all but the last line, which stays unread for whoever did not write it.
    const everyone = minutesAgo !== lines.at(-1)![2];
    await t.query('update chat_members set read_at = $3 where room_id = $1 and (user_id = $2 or $4)', [room, who[from], at, everyone]);
    await t.query('update chat_rooms set updated_at = $2 where id = $1', [room, at]);
  }
}

export async function insertChats(t: Db): Promise<void> {
  const idOf = async (email: string) => (await t.one<{ id: string }>('select id from users where email = $1', [email]))!.id;
  const who = { buyer: await idOf(DEMO_BUYER_EMAIL), artist: await idOf(DEMO_ARTIST_EMAIL), third: await idOf(BUYERS[1]!.email) };
  await insertRoom(t, 'normal', null, [who.buyer, who.artist], PAIR, who);
  await insertRoom(t, 'group', 'Patan sketch club', [who.artist, who.buyer, who.third], GROUP, who);
}
