import type { Db } from '../../src/db';
import { listOutbox } from '../../src/modules/mail/mailer';

/** The newest mail to an address, from the outbox. */
export async function lastMailTo(db: Db, to: string) {
  const mail = (await listOutbox(db)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export const codeIn = (text: string): string => /code is: ([A-Z0-9]{8})/.exec(text)?.[1] ?? '';
export const resetTokenIn = (text: string): string => /\/resetpassword\/([\w-]+)/.exec(text)?.[1] ?? '';
