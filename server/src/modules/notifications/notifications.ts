// Notifications (spec §3, §4, §7.5): one row per recipient, kind and subject, so repeats group ("Asha and
// 4 others liked your post") instead of piling up. Every change is pushed to the recipient's open tabs.
import { ALERT_NOTIFICATION_TEXTS } from '@kala/shared/alerts';
import { ORDER_NOTIFICATION_KINDS, ORDER_NOTIFICATION_TEXTS, type OrderNotificationKind } from '@kala/shared/commerce';
import { NOTIFICATIONS_MAX } from '@kala/shared/constants';
import { NOTIFICATION_TEXTS, notificationTextKey } from '@kala/shared/messages';
import { fillPlaceholders } from '@kala/shared/server-texts';
import { MODERATION_NOTIFICATION_TEXTS } from '@kala/shared/moderation-messages';
import type { AppNotification, NotificationKind } from '@kala/shared/contracts/notifications';
import type { Db } from '../../db';
import type { Live } from './live';
import { personJson } from '../users/repository';

export interface NotificationInput {
  recipient: string;
  kind: NotificationKind;
  /** The post, artwork or person it is about (the grouping key with kind). */
  subject: string;
  sender: string;
  link: string;
  image?: string | null;
  /** The works an order notification is about, by name. */
  work?: string | null;
}

export interface Notifier {
  /** Creates or regroups the notification and pushes it live. Never throws: the action it reports stands. */
  notify(input: NotificationInput): Promise<void>;
  /** The sender undid it (an unlike): drops them from the group, and the row when nobody is left. */
  retract(input: Pick<NotificationInput, 'recipient' | 'kind' | 'subject' | 'sender'>): Promise<void>;
}

const TYPE_OF: Record<NotificationKind, AppNotification['type']> = {
  likePost: 'post',
  commentPost: 'post',
  newPost: 'post',
  follow: 'follow',
  followRequest: 'follow',
  likeArtwork: 'other',
  commentArtwork: 'other',
  studioApproved: 'other',
  postHidden: 'post',
  artworkHidden: 'other',
  commentHidden: 'post',
  studioDeclined: 'other',
  alertMatch: 'other',
  ...(Object.fromEntries(ORDER_NOTIFICATION_KINDS.map((kind) => [kind, 'other'])) as Record<OrderNotificationKind, 'other'>),
};

/** Every kind the server writes (the database's check must allow each: server/test/modules/notifications). */
export const NOTIFICATION_KINDS = Object.keys(TYPE_OF) as NotificationKind[];

const TEXTS: Record<string, string> = { ...NOTIFICATION_TEXTS, ...ORDER_NOTIFICATION_TEXTS, ...MODERATION_NOTIFICATION_TEXTS, ...ALERT_NOTIFICATION_TEXTS };

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  read: AppNotification['read'];
  link: string;
  image: string | null;
  work: string | null;
  created_at: Date | string;
  others: number;
  sender: AppNotification['sender'];
}

const SELECT = `select n.id, n.kind, n.read, n.link, n.image, n.work, n.created_at, cardinality(n.actors) - 1 as others,
    ${personJson('u', ['_id', 'name', 'picture', 'slug', 'role'])} as sender
  from notifications n join users u on u.id = n.sender_id`;

function toJson(r: NotificationRow): AppNotification {
  const others = Number(r.others);
  const text = TEXTS[notificationTextKey(r.kind, others)];
  const placeholders: Record<string, string> = { name: r.sender.name, count: String(others), work: r.work ?? '' };
  return {
    _id: r.id,
    type: TYPE_OF[r.kind],
    kind: r.kind,
    read: r.read,
    sender: r.sender,
    others,
    message: fillPlaceholders(text, (key) => placeholders[key] ?? ''),
    link: r.link,
    image: r.image,
    work: r.work,
    created: new Date(r.created_at).toISOString(),
  };
}

/** The newest NOTIFICATIONS_MAX of a user, and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<{ notifications: AppNotification[]; unread: number }> {
  const rows = await db.many<NotificationRow>(`${SELECT} where n.recipient_id = $1 order by n.created_at desc, n.id desc limit $2`, [userId, NOTIFICATIONS_MAX]);
  const unread = await db.one<{ n: number }>(`select count(*) as n from notifications where recipient_id = $1 and read = 'no'`, [userId]);
  return { notifications: rows.map(toJson), unread: Number(unread?.n ?? 0) };
}

/** Opening the list: everything unread becomes seen (the dot goes). */
export const markSeen = (db: Db, userId: string) => db.query(`update notifications set read = 'seen' where recipient_id = $1 and read = 'no'`, [userId]);

export const markAllViewed = (db: Db, userId: string) => db.query(`update notifications set read = 'viewed' where recipient_id = $1 and read <> 'viewed'`, [userId]);

/** Clicking one; false when it is not the user's (or gone). */
export async function markViewed(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db.query(`update notifications set read = 'viewed' where id = $1 and recipient_id = $2`, [id, userId]);
  return r.rowCount > 0;
}

export const clearNotifications = (db: Db, userId: string) => db.query('delete from notifications where recipient_id = $1', [userId]);

/** Notifications about a subject that is gone (a deleted post) go with it. */
export const forgetSubject = (db: Db, subject: string) => db.query('delete from notifications where subject_id = $1', [subject]);

export function notifier(db: Db, live: Live, log: { error(obj: unknown, msg: string): void }): Notifier {
  const push = async (recipient: string, id: string) => {
    const row = await db.one<NotificationRow>(`${SELECT} where n.id = $1`, [id]);
    if (row) live.toUser(recipient, 'newNotification', toJson(row));
  };
  return {
    async notify(n) {
      if (n.recipient === n.sender) return;
      try {
        const row = await db.one<{ id: string }>(
          `insert into notifications (recipient_id, kind, subject_id, sender_id, actors, link, image, work)
           values ($1, $2, $3, $4, array[$4]::uuid[], $5, $6, $7)
           on conflict (recipient_id, kind, subject_id) do update
             set sender_id = excluded.sender_id,
                 actors = array_append(array_remove(notifications.actors, excluded.sender_id), excluded.sender_id),
                 read = 'no', created_at = now(), link = excluded.link, image = excluded.image, work = excluded.work
           returning id`,
          [n.recipient, n.kind, n.subject, n.sender, n.link, n.image ?? null, n.work ?? null],
        );
        if (row) await push(n.recipient, row.id);
      } catch (err) {
        log.error({ err }, 'notification failed');
      }
    },
    async retract(n) {
      try {
        const row = await db.one<{ id: string; actors: string[] }>(
          `update notifications set actors = array_remove(actors, $4::uuid),
                  sender_id = coalesce((array_remove(actors, $4::uuid))[cardinality(array_remove(actors, $4::uuid))], sender_id)
            where recipient_id = $1 and kind = $2 and subject_id = $3 returning id, actors`,
          [n.recipient, n.kind, n.subject, n.sender],
        );
        if (row && row.actors.length === 0) await db.query('delete from notifications where id = $1', [row.id]);
      } catch (err) {
        log.error({ err }, 'notification retract failed');
      }
    },
  };
}

// Writes other modules make on `notifications` inside their own transactions (a notice through the notifier
// is pushed live; these are not).
type Query = Pick<Db, 'one' | 'query'>;

/** A follow request's notice is gone once the artist answered it. */
export const deleteNotification = (q: Query, id: string) => q.query('delete from notifications where id = $1', [id]);

/** The follow request `followerId` sent `artistId`, by its notice's id. */
export const followRequestNotice = (q: Query, id: string, artistId: string) =>
  q.one<{ sender_id: string }>(`select sender_id from notifications where id = $1 and recipient_id = $2 and kind = 'followRequest'`, [id, artistId]);

/** "Your studio is approved", shown on the next load (the operator's CLI has no socket). */
export const storeStudioApproved = (q: Query, userId: string, link: string) =>
  q.query(
    `insert into notifications (recipient_id, kind, subject_id, sender_id, actors, link) values ($1, 'studioApproved', $1, $1, array[$1::uuid], $2)
     on conflict (recipient_id, kind, subject_id) do update set read = 'no', created_at = now()`,
    [userId, link],
  );
