// Every notification kind the server writes is one the database accepts: two migrations written side by side
// once re-created the kinds' check each from its own list, and alert matches were refused (issue 25 §4).
import { NOTIFICATION_KINDS } from '../../../src/modules/notifications/notifications';
import { testApp } from '../../support/helper';

const t = testApp();

it("the notifications table's check allows every kind the server writes", async () => {
  // This app's own table (every test file has a schema of its own in one database): by name alone the check
  // could be another file's, whose schema may be dropped while it is read.
  const check = await t.db.one<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'notifications_kind_check' and conrelid = 'notifications'::regclass`,
  );
  const allowed = [...check!.def.matchAll(/'(\w+)'/g)].map((m) => m[1]);
  expect(NOTIFICATION_KINDS.filter((kind) => !allowed.includes(kind))).toEqual([]);
  expect(NOTIFICATION_KINDS).toContain('alertMatch');
});
