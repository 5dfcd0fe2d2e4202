// Becoming an artist (spec §4 Studio request, §7.5): a request with pictures and a description that the
// operator approves or declines (npm run admin -- studio-requests), or a single-use artist code.
import { randomBytes } from 'node:crypto';
import { ROLES, STUDIO_REQUEST_LIMITS, isArtistRole } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import { profilePath } from '@kala/shared/routing';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db } from '../../db';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { fileNamesOf, writePictures } from '../media/images';
import { keepIfWritten } from '../media/references';
import type { Storage } from '../media/storage';
import { checkImage, imageTypeOf, type MultipartForm } from '../media/upload';
import { storeStudioApproved } from '../notifications/notifications';

export const STUDIO_REQUEST_FOLDER = 'studio-requests';

const notArtist = (role: number) => {
  if (isArtistRole(role)) throw badRequest(ACCOUNT_CODED.studioAlready);
};

/** Checks the form before anything is stored: the description, then each picture (JPEG or PNG by content). */
async function checkRequest(form: MultipartForm): Promise<string> {
  const message = (form.fields.get('message')?.[0] ?? '').trim();
  if (message === '') throw badRequest(MSG_CODED.studioAboutRequired);
  if (message.length > STUDIO_REQUEST_LIMITS.messageMax) throw badRequest(MSG_CODED.invalidInput);
  for (const file of form.files) {
    const type = imageTypeOf(file.data);
    if (type !== 'jpeg' && type !== 'png') throw badRequest(MSG_CODED.studioImageType);
    await checkImage(file.data);
  }
  return message;
}

/** Files a request; 409 'already-exist' while an earlier one waits. */
export async function requestStudio(db: Db, storage: Storage, user: { id: string; role: number }, form: MultipartForm): Promise<void> {
  notArtist(user.role);
  const message = await checkRequest(form);
  const pending = await db.one('select 1 from studio_requests where user_id = $1 and status = $2', [user.id, 'pending']);
  if (pending) throw new HttpError(409, 'already-exist', ACCOUNT_CODED.studioRequestExists);
  const slugs = form.files.map(() => `request-${randomBytes(8).toString('hex')}`);
  const sizes = await writePictures(storage, form.files.map((file, i) => ({ data: file.data, folder: STUDIO_REQUEST_FOLDER, slug: slugs[i] })));
  const images: ImageSet[] = sizes.map((s, i) => ({ slug: slugs[i], alt: '', sizes: s }));
  // The unique index settles two requests sent at once: the second is 'already-exist' too, and its pictures go.
  await keepIfWritten(db, storage, fileNamesOf(...images), async () => {
    const inserted = await db.one(
      `insert into studio_requests (user_id, message, images) values ($1, $2, $3) on conflict (user_id) where status = 'pending' do nothing returning 1`,
      [user.id, message, JSON.stringify(images)],
    );
    if (!inserted) throw new HttpError(409, 'already-exist', ACCOUNT_CODED.studioRequestExists);
  });
}

/** Redeems an unused artist code: the user becomes an artist. 400 for an unknown or used code. */
export async function redeemCode(db: Db, user: { id: string; role: number }, code: string): Promise<void> {
  notArtist(user.role);
  await db.tx(async (t) => {
    const used = await t.one(`update artist_codes set used_by = $1, used_at = now()
       where code = $2 and used_by is null and revoked_at is null and (expires_at is null or expires_at > now()) returning 1`, [user.id, code.trim().toUpperCase()]);
    if (!used) throw badRequest(ACCOUNT_CODED.artistCodeInvalid);
    await t.query('update users set role = $2 where id = $1', [user.id, ROLES.artist]);
  });
}

// Operator side (server/src/admin/people.ts).

export interface QueuedStudioRequest {
  id: number;
  status: string;
  created: Date | string;
  name: string;
  email: string;
  message: string;
  images: number;
}

export const listStudioRequests = (db: Db, all: boolean): Promise<QueuedStudioRequest[]> =>
  db.many<QueuedStudioRequest>(
    `select r.id, r.status, r.created_at as created, u.name, u.email, r.message, jsonb_array_length(r.images) as images
       from studio_requests r join users u on u.id = r.user_id ${all ? '' : `where r.status = 'pending'`} order by r.created_at`,
  );

/** Approves (the user becomes an artist and is told) or declines a pending request. */
export async function resolveStudioRequest(db: Db, id: number, action: 'approve' | 'decline'): Promise<void> {
  await db.tx(async (t) => {
    const row = await t.one<{ user_id: string }>(
      `update studio_requests set status = $2, resolved_at = now() where id = $1 and status = 'pending' returning user_id`,
      [id, action === 'approve' ? 'approved' : 'declined'],
    );
    if (!row) throw notFound();
    if (action === 'decline') return;
    const user = await t.one<{ slug: string }>('update users set role = $2 where id = $1 and role > 20 returning slug', [row.user_id, ROLES.artist]);
    if (!user) return;
    await storeStudioApproved(t, row.user_id, profilePath({ slug: user.slug, role: ROLES.artist }));
  });
}

/** `count` new single-use codes, easy to read aloud (no 0/O, 1/I). */
export async function newArtistCodes(db: Db, count: number): Promise<string[]> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codes = Array.from({ length: count }, () => `KALA-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`);
  await db.query('insert into artist_codes (code) select unnest($1::text[])', [codes]);
  return codes;
}

/** Sets the verified-artist badge of the user with this email; false when there is none. */
export async function verifyArtist(db: Db, email: string): Promise<boolean> {
  const sql = `update users set verified_artist = true, role = case when role between 11 and 20 then ${ROLES.verifiedArtist} else role end where email = $1 returning 1`;
  return !!(await db.one(sql, [email.trim().toLowerCase()]));
}

/** The operator declines a pending request with a reason; null when it is not pending. */
export const declineStudioRequest = (q: Pick<Db, 'one'>, id: number, reason: string) =>
  q.one(`update studio_requests set status = 'declined', resolved_at = now(), reason = $2 where id = $1 and status = 'pending' returning 1`, [id, reason]);

export const insertArtistCode = (q: Pick<Db, 'query'>, code: string, expires: Date | null) => q.query('insert into artist_codes (code, expires_at) values ($1, $2)', [code, expires]);

/** Only an unused code can be revoked; null otherwise. */
export const revokeArtistCode = (q: Pick<Db, 'one'>, code: string) =>
  q.one('update artist_codes set revoked_at = now() where code = $1 and used_by is null and revoked_at is null returning 1', [code]);
