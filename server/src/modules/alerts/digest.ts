// The alert mail (issue 25 §4): at most one a day per person, listing the works their alerts matched since
// the last one, with an unsubscribe link that works without logging in (a signed token naming the person).
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ALERT_CODED } from '@kala/shared/alerts';
import type { Db } from '../../db';
import { badRequest } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import type { Mail, Mailer } from '../mail/mailer';
import { findUserById } from '../users/repository';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log: { error(obj: unknown, msg: string): void };
}

/** The page the mail's link opens (mf-catalogue), which posts the token. */
export const UNSUBSCRIBE_PAGE = '/alerts/unsubscribe';
const PURPOSE = 'alert-mail-unsubscribe';

/** A key of its own, derived from the server's secret: a session token can never pass for a link, nor the reverse. */
const keyOf = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();

export const unsubscribeToken = (secret: string, userId: string): Promise<string> =>
  new SignJWT({ purpose: PURPOSE }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt().sign(keyOf(secret));

/** Stops the person's alert mails; a forged or malformed token is refused with a clear message. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<void> {
  const userId = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] }).then(
    ({ payload }) => (payload.purpose === PURPOSE && isUuid(payload.sub) ? payload.sub : null),
    () => null,
  );
  if (!userId) throw badRequest(ALERT_CODED.badLink);
  await db.query(
    `insert into alert_mail (user_id, unsubscribed_at) select $1::uuid, now() where exists (select 1 from alerts where user_id = $1)
     on conflict (user_id) do update set unsubscribed_at = coalesce(alert_mail.unsubscribed_at, now())`,
    [userId],
  );
}

/** Saving a new alert asks for its mails again. */
export const resubscribe = (db: Db, userId: string) => db.query('update alert_mail set unsubscribed_at = null where user_id = $1', [userId]);

export function digestMail(to: string, name: string, works: { name: string; link: string }[], publicUrl: string, unsubscribeLink: string): Mail {
  return {
    to,
    subject: works.length === 1 ? `A new work for your Kala alerts: ${works[0]!.name}` : `${works.length} new works for your Kala alerts`,
    text: [
      `Hello ${name},`,
      '',
      'New works that match your alerts:',
      ...works.map((w) => `- ${w.name}: ${publicUrl}${w.link}`),
      '',
      `Your alerts: ${publicUrl}/alerts`,
      `To stop these emails (your alerts keep notifying you on Kala): ${unsubscribeLink}`,
    ].join('\n'),
  };
}

/**
 * Mails everyone with works not mailed yet whose last alert mail is a day old or more (or who never had
 * one). The claim on `alert_mail` is one statement, so two server processes never both mail a person.
 * Answers how many mails left.
 */
export async function sendDigests(deps: DigestDeps, now: Date = new Date()): Promise<number> {
  const due = await deps.db.many<{ user_id: string }>(
    `select distinct h.user_id from alert_hits h
      where h.mailed_at is null
        and not exists (select 1 from alert_mail m where m.user_id = h.user_id
                         and (m.unsubscribed_at is not null or m.last_sent_at > $1::timestamptz - interval '1 day'))
      limit 1000`,
    [now],
  );
  let sent = 0;
  for (const { user_id: userId } of due) {
    const works = await deps.db.tx(async (t) => {
      const claimed = await t.one(
        `insert into alert_mail (user_id, last_sent_at) values ($1, $2) on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
          where alert_mail.unsubscribed_at is null and (alert_mail.last_sent_at is null or alert_mail.last_sent_at <= excluded.last_sent_at - interval '1 day')
         returning user_id`,
        [userId, now],
      );
      if (!claimed) return [];
      return t.many<{ name: string; link: string }>(
        `with mailed as (update alert_hits set mailed_at = $2 where user_id = $1 and mailed_at is null returning artwork_id, name, link, created_at)
         select distinct on (artwork_id) name, link, created_at from mailed order by artwork_id, created_at`,
        [userId, now],
      );
    });
    const user = works.length ? await findUserById(deps.db, userId) : null;
    if (!user) continue;
    const link = `${deps.publicUrl}${UNSUBSCRIBE_PAGE}?token=${await unsubscribeToken(deps.secret, userId)}`;
    await deps.mailer.send(digestMail(user.email, user.name, works, deps.publicUrl, link)).then(
      () => sent++,
      (err: unknown) => deps.log.error({ err, userId }, 'alert mail failed'),
    );
  }
  return sent;
}
