// Studio requests and artist codes in the console (issue 23). Approving reuses the users module's flow
// (resolveStudioRequest: the user becomes an artist and is notified); rejecting keeps and tells the reason.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { notFound } from '../../lib/http-error';
import { declineStudioRequest, insertArtistCode, resolveStudioRequest, revokeArtistCode } from '../users/studio';
import { recordAction } from './audit';

export const studioRequests = (db: Db, all: boolean) =>
  db.many(
    `select r.id::int as id, r.status, r.created_at as created, r.message, r.images, r.reason,
            json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'slug', u.slug, 'picture', u.picture, 'created', u.created_at,
                              'works', (select count(*)::int from artworks a where a.author_id = u.id)) as applicant
       from studio_requests r join users u on u.id = r.user_id
      ${all ? '' : `where r.status = 'pending'`} order by r.created_at limit 200`,
  );

const applicantOf = (db: Db, id: number) =>
  db.one<{ user_id: string; label: string }>(`select r.user_id, u.name || ' <' || u.email || '>' as label from studio_requests r join users u on u.id = r.user_id where r.id = $1`, [id]);

export async function approveStudio(db: Db, operatorId: string, id: number, reason: string): Promise<string> {
  const who = await applicantOf(db, id);
  if (!who) throw notFound();
  await db.tx(async (t) => {
    await resolveStudioRequest(t, id, 'approve');
    await recordAction(t, { actorId: operatorId, action: 'studio-approve', targetType: 'studio-request', targetId: String(id), targetLabel: who.label, reason });
  });
  return who.user_id;
}

export async function rejectStudio(db: Db, operatorId: string, id: number, reason: string): Promise<string> {
  const who = await applicantOf(db, id);
  if (!who) throw notFound();
  await db.tx(async (t) => {
    if (!(await declineStudioRequest(t, id, reason))) throw notFound();
    await recordAction(t, { actorId: operatorId, action: 'studio-reject', targetType: 'studio-request', targetId: String(id), targetLabel: who.label, reason });
  });
  return who.user_id;
}

export const artistCodes = (db: Db) =>
  db.many(
    `select c.code, c.created_at as created, c.expires_at as expires, c.revoked_at as revoked, c.used_at as used,
            case when u.id is null then null else json_build_object('name', u.name, 'email', u.email, 'slug', u.slug) end as "usedBy"
       from artist_codes c left join users u on u.id = c.used_by order by c.created_at desc limit 500`,
  );

/** One single-use code, easy to read aloud (no 0/O, 1/I), with an optional expiry. */
export async function issueCode(db: Db, operatorId: string, expires: Date | null, reason: string): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = `KALA-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
  await db.tx(async (t) => {
    await insertArtistCode(t, code, expires);
    await recordAction(t, { actorId: operatorId, action: 'code-issue', targetType: 'artist-code', targetId: code, reason });
  });
  return code;
}

/** Only an unused code can be revoked. */
export async function revokeCode(db: Db, operatorId: string, code: string, reason: string): Promise<void> {
  await db.tx(async (t) => {
    if (!(await revokeArtistCode(t, code))) throw notFound();
    await recordAction(t, { actorId: operatorId, action: 'code-revoke', targetType: 'artist-code', targetId: code, reason });
  });
}
