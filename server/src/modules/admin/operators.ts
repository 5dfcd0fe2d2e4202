// Who is an operator (ADR 0020): `npm run admin -- make-admin | revoke-admin <email>`. Becoming one keeps
// the previous role in role_before_admin; revoking gives it back (a user's role when there was none).
import { isAdminRole } from '@kala/shared/constants';
import type { Db } from '../../db';
import { makeAdmin, revokeAdmin } from '../users/repository';
import { recordAction } from './audit';

export type OperatorChange = 'make-admin' | 'revoke-admin';

/** The line the command prints. Every change is in the audit log, with its actor (null: the command line). */
export async function changeOperator(db: Db, change: OperatorChange, email: string, actorId: string | null = null): Promise<{ ok: boolean; message: string }> {
  const address = email.trim().toLowerCase();
  return db.tx(async (t) => {
    const user = await t.one<{ id: string; name: string; role: number }>('select id, name, role from users where email = $1 for update', [address]);
    if (!user) return { ok: false, message: `No user with the email ${address}.` };
    const admin = isAdminRole(user.role);
    if (change === 'make-admin' ? admin : !admin) return { ok: true, message: `${address} ${admin ? 'is already' : 'is not'} an operator.` };
    await (change === 'make-admin' ? makeAdmin : revokeAdmin)(t, user.id);
    await recordAction(t, { actorId, action: change, targetType: 'user', targetId: user.id, targetLabel: `${user.name} <${address}>` });
    return { ok: true, message: change === 'make-admin' ? `${address} is an operator now: the console is at /admin.` : `${address} is no longer an operator.` };
  });
}
