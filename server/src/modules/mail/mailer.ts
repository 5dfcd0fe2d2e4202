// Mail: SMTP when SMTP_URL is set; otherwise every mail goes to the outbox table and the log, so
// verification codes work on a machine with no mail server.
import nodemailer from 'nodemailer';
import type { Db } from '../../db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  created: string;
}

type Log = (obj: object, msg: string) => void;

export function outboxMailer(db: Db, log: Log): Mailer {
  return {
    async send(mail) {
      await db.query('insert into outbox (to_address, subject, text_body) values ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
      log({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP_URL)');
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.many<{ to_address: string; subject: string; text_body: string; created_at: Date }>(
    'select to_address, subject, text_body, created_at from outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text_body, created: new Date(r.created_at).toISOString() }));
}
