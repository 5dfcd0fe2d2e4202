// Which stored files rows refer to (issue 19). A file is kept while any row names it: an artwork's, post's or
// chat message's image sizes, a profile's picture or cover, a studio request's pictures, an exhibition's, a
// notification's thumbnail, and an order line's picture (so an order keeps showing what was bought after the
// work is deleted). Writers remove what they replaced or failed to use with `removeUnreferenced`; the
// operator's sweep (`npm run admin -- media sweep`) lists and removes whatever is left over.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { isSafeKey, type Storage } from './storage';

/** The folders uploads are written to: the sweep looks at nothing else. */
export const MEDIA_FOLDERS = ['artworks', 'profiles', 'posts', 'chat', 'studio-requests', 'exhibitions'] as const;

const isUploadKey = (key: string): boolean => isSafeKey(key) && MEDIA_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

// The file names of an ImageSet ({slug, alt, sizes: [{fileName}]}) in a jsonb column.
const sizesOf = (set: string) => `select s->>'fileName' from jsonb_array_elements(coalesce(${set}->'sizes', '[]'::jsonb)) s`;

/** Every file key a row refers to, one per row (`key`). Keep it in step with every column that stores one. */
const REFERENCED_SQL = [
  `select picture as key from users where picture is not null`,
  `select cover from users where cover is not null`,
  `select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s`,
  `select k.key from posts p, lateral (${sizesOf('p.picture')}) k(key) where p.picture is not null`,
  `select k.key from chat_messages m, lateral (${sizesOf('m.image')}) k(key) where m.image is not null`,
  `select k.key from studio_requests r, jsonb_array_elements(r.images) i, lateral (${sizesOf('i')}) k(key)`,
  `select image from order_items where image <> ''`,
  `select image from notifications where image is not null`,
  `select k.key from exhibition_items e, lateral (${sizesOf('e.image')}) k(key)`,
  `select k.key from exhibitions x, jsonb_array_elements(jsonb_build_array(x.listing_thumb, x.banner, x.background)) i, lateral (${sizesOf('i')}) k(key)
     where jsonb_typeof(i) = 'object'`,
  `select audio_key from exhibitions where audio_key is not null`,
].join('\n union all ');

/** The keys among `keys` that some row refers to. */
export async function referencedAmong(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.many<{ key: string }>(`select distinct key from (${REFERENCED_SQL}) r where key = any($1::text[])`, [keys]);
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes the files no row refers to (after a delete, a replacement, or a request that failed after writing).
 * A failure to remove is logged, never thrown: the sweep finds what is left.
 */
export async function removeUnreferenced(db: Db, storage: Storage, keys: string[], log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  // Only uploads: a picture may also be a link elsewhere (a social sign-in's avatar).
  const ours = keys.filter(isUploadKey);
  const kept = await referencedAmong(db, ours);
  await Promise.all(
    ours.filter((key) => !kept.has(key)).map((key) => storage.delete(key).catch((err: unknown) => log?.warn({ err, key }, 'could not remove a stored file'))),
  );
}

/**
 * Runs `write` (the database work that refers to just-stored `keys`); if it throws, the files are removed
 * again before the error goes on: a failed request leaves no file behind.
 */
export async function keepIfWritten<T>(db: Db, storage: Storage, keys: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeUnreferenced(db, storage, keys);
    throw err;
  }
}

export interface UnreferencedFile {
  key: string;
  modified: Date;
}

/**
 * The files under MEDIA_FOLDERS that no row refers to, oldest first. `olderThanMs` leaves out files younger
 * than that: an upload in progress has written its files but not yet its row.
 */
export async function unreferencedFiles(db: Db, storage: Storage, olderThanMs = 0): Promise<UnreferencedFile[]> {
  const before = Date.now() - olderThanMs;
  const files = (await Promise.all(MEDIA_FOLDERS.map((folder) => storage.list(`${folder}/`)))).flat();
  const candidates = files.filter((f) => f.modified.getTime() <= before);
  const kept = await referencedAmong(db, candidates.map((f) => f.key));
  return candidates.filter((f) => !kept.has(f.key)).sort((a, b) => a.modified.getTime() - b.modified.getTime());
}
