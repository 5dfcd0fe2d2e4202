// People in the console (issue 23): search, one person's reports and orders, verify an email, suspend
// (sessions and sockets end at once, login answers MSG.accountSuspended) and unsuspend.
import type { AdminPerson } from '@kala/shared/admin';
import { containing, type Db } from '../../db';
import { isAdminRole } from '@kala/shared/constants';
import { badRequest, notFound } from '../../lib/http-error';
import { type AccountChange, changeAccount } from '../users/repository';
import { recordAction } from './audit';

const PERSON = `u.id, u.name, u.email, u.slug, u.role, u.email_verified as "emailVerified", u.suspended_at is not null as suspended, u.created_at as created`;

/** By name, email or slug (any part), newest first. */
export const searchPeople = (db: Db, q: string): Promise<AdminPerson[]> => {
  const text = q.trim();
  return db.many<AdminPerson>(
    `select ${PERSON} from users u
      where $1 = '' or u.name ilike $2 or u.email ilike $2 or u.slug ilike $2
      order by u.created_at desc limit 50`,
    [text, containing(text)],
  );
};

export async function personDetail(db: Db, id: string) {
  const person = await db.one<AdminPerson>(`select ${PERSON} from users u where u.id = $1`, [id]);
  if (!person) throw notFound();
  const [reportsBy, reportsAbout, orders] = await Promise.all([
    db.many(`select r.id::int as id, r.target_type as "targetType", r.status, c.name as category, r.created_at as created
               from reports r join report_categories c on c.id = r.category_id where r.reporter_id = $1 order by r.created_at desc limit 50`, [id]),
    db.many(`select r.id::int as id, r.target_type as "targetType", r.status, c.name as category, r.created_at as created
               from reports r join report_categories c on c.id = r.category_id
              where r.target_id = $1 or r.target_id in (select id from posts where author_id = $1) or r.target_id in (select id from artworks where author_id = $1)
              order by r.created_at desc limit 50`, [id]),
    db.many(`select o.id, o.created_at as created, o.grand_total_paisa::int as "totalPaisa", o.payment_method as method
               from orders o where o.buyer_id = $1 order by o.created_at desc limit 50`, [id]),
  ]);
  return { ...person, reportsBy, reportsAbout, orders };
}

export type PersonAction = AccountChange;

/** False when there was nothing to change (already suspended, already verified…). */
export async function changePerson(db: Db, operatorId: string, id: string, action: PersonAction, reason: string): Promise<boolean> {
  return db.tx(async (t) => {
    const person = await t.one<{ role: number }>('select role from users where id = $1', [id]);
    if (!person) throw notFound();
    // An operator is revoked from the command line (make-admin's other half), never suspended from the console.
    if (action === 'suspend' && isAdminRole(person.role)) throw badRequest('An operator cannot be suspended; revoke the role first (npm run admin -- revoke-admin).');
    const row = await changeAccount(t, id, action);
    if (!row) return false;
    await recordAction(t, { actorId: operatorId, action, targetType: 'user', targetId: id, targetLabel: `${row.name} <${row.email}>`, reason });
    return true;
  });
}
