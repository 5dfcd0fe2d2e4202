// Demo marketplace: categories, studios, buyers, artworks with generated pictures, likes and follows.
// Planned first from a seeded random generator, pictures rendered with limited concurrency, then
// written to the database in one transaction.
import { availableParallelism } from 'node:os';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '@kala/shared/constants';
import type { ImageSize } from '@kala/shared/contracts/media';
import type { Db } from '../db';
import { hashPassword } from '../lib/crypto';
import { slugify } from '../lib/slug';
import { REFRESH_ARTWORK_SEARCH } from '../modules/catalogue/search';
import { jobQueue } from '../modules/media/image-queue';
import { writeImageSizes } from '../modules/media/images';
import { localStorage, type Storage } from '../modules/media/storage';
import { RECOUNT_FOLLOWERS } from '../modules/users/follows';
import { ASPECTS, abstractSvg } from './art';
import {
  BUYERS,
  CATEGORIES,
  COMMENT_LINES,
  DEMO_ARTIST_EMAIL,
  DEMO_BUYER_EMAIL,
  DEMO_PASSWORD,
  DESCRIPTION_LINES,
  MEDIUMS,
  MOODS,
  STUDIOS,
  SUBCATEGORY_BY_MEDIUM,
  TITLE_WORDS,
  type StudioSeed,
} from './data';
import { insertExhibitions } from './exhibitions';
import { insertChats } from './chat';
import { insertOrders } from './orders';
import { createRandom, type Random } from './random';
import { insertPeople } from './people';
import { POST_FOLDER, insertNotifications, insertPosts } from './social';

export interface SeedOptions {
  uploadsDir: string;
  /** Where the pictures go; defaults to the local uploadsDir. */
  storage?: Storage;
  /** How many artworks (150 for the demo; tests use a handful). */
  artworks?: number;
  /** Wipe every table and the generated pictures first. */
  reset?: boolean;
  log?: (msg: string) => void;
}

export interface SeedResult {
  users: number;
  artworks: number;
  images: number;
  ms: number;
}

interface PlannedImage {
  slug: string;
  alt: string;
  svg: string;
  sizes?: ImageSize[];
}

interface PlannedArtwork {
  slug: string;
  name: string;
  description: string;
  studio: number;
  categories: string[];
  pricePaisa: number;
  stock: number;
  tags: string[];
  dims: { width: number; height: number; breadth: number | null; weight: number | null };
  daysAgo: number;
  images: PlannedImage[];
}

const ARTWORK_FOLDER = 'artworks';
const DAY_MS = 24 * 3600 * 1000;

/** Tables in dependency order; truncating them all at once is enough for --reset. */
const TABLES = 'order_events, payments, order_items, orders, chat_messages, chat_members, chat_rooms, reports, notifications, post_hides, post_comments, post_likes, posts, home_slides, cart_items, artwork_comments, outbox, reset_tokens, email_codes, follows, likes, artwork_categories, artwork_images, artworks, user_categories, categories, users';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.one<{ n: number }>('select count(*) as n from users');
  return (row?.n ?? 0) === 0;
}

function titleFor(r: Random, category: string): string {
  const [openers, subjects, places] = TITLE_WORDS[category];
  return [r.pick(openers), r.pick(subjects), r.pick(places)].filter(Boolean).join(' ');
}

/** Prices spread like a real market: many modest works, a few expensive ones; about 15% not for sale. */
function priceFor(r: Random): number {
  if (r.chance(0.15)) return 0;
  const npr = Math.exp(Math.log(3000) + r.next() * (Math.log(350_000) - Math.log(3000)));
  return Math.max(500, Math.round(npr / 500) * 500);
}

function dimensionsFor(r: Random, category: string): PlannedArtwork['dims'] {
  if (category === 'sculpture') return { width: r.int(6, 30), height: r.int(8, 48), breadth: r.int(5, 24), weight: r.int(2, 60) };
  const long = category === 'thangka' ? r.int(24, 60) : r.int(10, 60);
  return { width: long, height: Math.round(long * (0.6 + r.next() * 0.8)), breadth: null, weight: null };
}

function planArtwork(r: Random, index: number, studioIndex: number, studio: StudioSeed): PlannedArtwork {
  const category = r.chance(0.7) ? studio.styles[0] : r.pick(studio.styles);
  const medium = r.pick(MEDIUMS[category]);
  const sub = SUBCATEGORY_BY_MEDIUM[medium];
  const name = titleFor(r, category);
  const slug = `${slugify(name)}-${(index + 1).toString(36)}`;
  const mood = r.pick(MOODS);
  const price = priceFor(r);
  const aspect = r.pick(ASPECTS);
  const images = Array.from({ length: r.int(1, 3) }, (_v, i) => ({
    slug: `${slug}-${i + 1}`,
    alt: i === 0 ? `${name} by ${studio.name}, ${medium}` : `${name}, detail ${i} (${mood} ${medium})`,
    svg: abstractSvg(r, category, 1280, i === 0 ? aspect : r.pick(ASPECTS)),
  }));
  return {
    slug,
    name,
    description: `A ${mood} work in ${medium} by ${studio.name} of ${studio.city}. ${r.sample(DESCRIPTION_LINES, 2).join(' ')}`,
    studio: studioIndex,
    categories: sub ? [category, sub] : [category],
    pricePaisa: price * 100,
    // About 60% of all works are in the store: priced and in stock.
    stock: price > 0 && r.chance(0.7) ? r.int(1, 5) : 0,
    tags: r.sample([mood, ...medium.split(/[ ,]+/).filter((w) => w.length > 3), studio.city.toLowerCase(), 'nepal', category], r.int(2, 5)),
    dims: dimensionsFor(r, category),
    daysAgo: r.int(0, 365),
    images,
  };
}

async function renderImages(plan: PlannedArtwork[], storage: Storage, log: (msg: string) => void): Promise<number> {
  const images = plan.flatMap((a) => a.images);
  // The seed runs before the server answers anyone, so its pictures may take every core, not the upload pool's
  // share (one less than the cores: one at a time on two). Every picture is handed to this queue at once.
  const queue = jobQueue(availableParallelism());
  let done = 0;
  await Promise.all(
    images.map(async (img) => {
      img.sizes = await writeImageSizes(Buffer.from(img.svg), storage, ARTWORK_FOLDER, img.slug, { queue });
      if (++done % 50 === 0 || done === images.length) log(`images ${done}/${images.length}`);
    }),
  );
  return images.length;
}

async function insertCategories(t: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [position, cat] of CATEGORIES.entries()) {
    const row = await t.one<{ id: string }>('insert into categories (slug, name, position) values ($1, $2, $3) returning id', [cat.slug, cat.name, position]);
    ids.set(cat.slug, row!.id);
    for (const [i, child] of (cat.children ?? []).entries()) {
      const c = await t.one<{ id: string }>('insert into categories (slug, name, parent, position) values ($1, $2, $3, $4) returning id', [
        child.slug,
        child.name,
        row!.id,
        i,
      ]);
      ids.set(child.slug, c!.id);
    }
  }
  return ids;
}

const emailFor = (name: string): string => `${slugify(name).replace(/-/g, '.')}@kala.test`;

async function insertUsers(t: Db, categoryIds: Map<string, string>): Promise<{ studios: string[]; buyers: string[] }> {
  const demoHash = async (email: string) => (email === DEMO_ARTIST_EMAIL || email === DEMO_BUYER_EMAIL ? hashPassword(DEMO_PASSWORD) : null);
  const studios: string[] = [];
  for (const s of STUDIOS) {
    const email = s.email ?? emailFor(s.name);
    const row = await t.one<{ id: string }>(
      `insert into users (name, email, password_hash, role, slug, verified_artist, email_verified, private, bio, address, profile_updated)
       values ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, true) returning id`,
      [s.name, email, await demoHash(email), s.verified ? ROLES.verifiedArtist : ROLES.artist, slugify(s.name), !!s.verified, !!s.private, s.bio, `${s.city}, Nepal`],
    );
    studios.push(row!.id);
    for (const style of s.styles) await t.query('insert into user_categories (user_id, category_id) values ($1, $2)', [row!.id, categoryIds.get(style)]);
  }
  const buyers: string[] = [];
  for (const b of BUYERS) {
    const row = await t.one<{ id: string }>(
      `insert into users (name, email, password_hash, role, slug, email_verified) values ($1, $2, $3, $4, $5, true) returning id`,
      [b.name, b.email, await demoHash(b.email), ROLES.user, slugify(b.name)],
    );
    buyers.push(row!.id);
  }
  return { studios, buyers };
}

async function insertArtworks(t: Db, plan: PlannedArtwork[], studioIds: string[], categoryIds: Map<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (const a of plan) {
    const row = await t.one<{ id: string }>(
      `insert into artworks (slug, author_id, name, description, price_paisa, stock, tags, width, height, breadth, weight, views, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [a.slug, studioIds[a.studio], a.name, a.description, a.pricePaisa, a.stock, a.tags, a.dims.width, a.dims.height, a.dims.breadth, a.dims.weight, a.daysAgo * 3, new Date(Date.now() - a.daysAgo * DAY_MS - ids.length * 60_000)],
    );
    ids.push(row!.id);
    for (const [position, img] of a.images.entries()) {
      await t.query('insert into artwork_images (artwork_id, position, is_cover, slug, alt, sizes) values ($1, $2, $3, $4, $5, $6)', [
        row!.id,
        position,
        position === 0,
        img.slug,
        img.alt,
        JSON.stringify(img.sizes ?? []),
      ]);
    }
    for (const cat of a.categories) await t.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [row!.id, categoryIds.get(cat)]);
  }
  return ids;
}

async function insertSocial(t: Db, r: Random, people: { studios: string[]; buyers: string[] }, artworkIds: string[]): Promise<void> {
  const likers = [...people.buyers, ...r.sample(people.studios, 6)];
  for (const user of likers) {
    for (const artwork of r.sample(artworkIds, Math.min(artworkIds.length, r.int(3, 15)))) {
      await t.query('insert into likes (user_id, artwork_id) values ($1, $2) on conflict do nothing', [user, artwork]);
    }
  }
  const privateIds = new Set(STUDIOS.flatMap((s, i) => (s.private ? [people.studios[i]] : [])));
  for (const follower of people.buyers) {
    for (const artist of r.sample(people.studios, r.int(2, 6))) {
      await t.query('insert into follows (follower_id, artist_id, status) values ($1, $2, $3) on conflict do nothing', [
        follower,
        artist,
        privateIds.has(artist) ? 'requested' : 'accepted',
      ]);
    }
  }
}

/** Up to 4 slides from the newest landscape works, and about 12 featured works spread over the studios. */
async function insertHome(t: Db, r: Random, plan: PlannedArtwork[], artworkIds: string[]): Promise<void> {
  const byAge = plan.map((a, i) => ({ a, id: artworkIds[i] })).sort((x, y) => x.a.daysAgo - y.a.daysAgo);
  const slides = byAge.filter((w) => w.a.dims.width > w.a.dims.height).slice(0, 4);
  for (const [position, w] of (slides.length >= 3 ? slides : byAge.slice(0, 4)).entries()) {
    await t.query('insert into home_slides (position, title, artwork_id) values ($1, $2, $3)', [position, w.a.name, w.id]);
  }
  const featured = r.sample(artworkIds, Math.min(12, artworkIds.length));
  await t.query('update artworks set featured = true where id = any($1::uuid[])', [featured]);
}

async function insertComments(t: Db, r: Random, people: { studios: string[]; buyers: string[] }, artworkIds: string[]): Promise<void> {
  const authors = [...people.buyers, ...people.studios];
  for (const artwork of r.sample(artworkIds, Math.ceil(artworkIds.length / 3))) {
    for (let i = r.int(1, 4); i > 0; i--) {
      await t.query(`insert into artwork_comments (artwork_id, author_id, comment, created_at) values ($1, $2, $3, now() - make_interval(hours => $4))`, [
        artwork,
        r.pick(authors),
        r.pick(COMMENT_LINES),
        r.int(1, 2000),
      ]);
    }
  }
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const r = createRandom(20_260_101);
  if (options.reset) {
    log('reset: wiping tables and generated pictures');
    await db.exec(`truncate ${TABLES} cascade`);
    for (const folder of [ARTWORK_FOLDER, POST_FOLDER]) await rm(path.join(options.uploadsDir, folder), { recursive: true, force: true });
  }
  const count = options.artworks ?? 150;
  const plan = Array.from({ length: count }, (_v, i) => {
    const studio = i < STUDIOS.length ? i : r.int(0, STUDIOS.length - 1);
    return planArtwork(r, i, studio, STUDIOS[studio]);
  });
  log(`planned ${count} artworks by ${STUDIOS.length} studios`);
  const storage = options.storage ?? localStorage(options.uploadsDir);
  const images = await renderImages(plan, storage, log);
  const users = await db.tx(async (t) => {
    const categoryIds = await insertCategories(t);
    const people = await insertUsers(t, categoryIds);
    const artworkIds = await insertArtworks(t, plan, people.studios, categoryIds);
    await insertSocial(t, r, people, artworkIds);
    await insertPeople(t);
    await insertComments(t, r, people, artworkIds);
    await insertHome(t, r, plan, artworkIds);
    await insertPosts(t, r, people, storage);
    await insertNotifications(t, r);
    await insertExhibitions(t, people.studios, storage);
    await insertChats(t);
    await insertOrders(t);
    await t.query(RECOUNT_FOLLOWERS);
    await t.query(`${REFRESH_ARTWORK_SEARCH} where a.id = any($1::uuid[])`, [artworkIds]);
    return people.studios.length + people.buyers.length;
  });
  const result = { users, artworks: count, images, ms: Date.now() - started };
  log(`seeded ${result.users} users, ${count} artworks, ${images} pictures in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
