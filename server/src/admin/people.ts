// Operator commands of issue 10: `studio-requests [list | all | approve <id> | decline <id>]`,
// `artist-codes new [count]` and `verify <email>` (the verified-artist badge).
import type { Db } from '../db';
import { listStudioRequests, newArtistCodes, resolveStudioRequest, verifyArtist } from '../modules/users/studio';

export const PEOPLE_USAGE = `       npm run admin -- studio-requests [list | all | approve <id> | decline <id>]
       npm run admin -- artist-codes new [count]
       npm run admin -- verify <email>`;

async function studioRequests(db: Db, [action = 'list', id]: string[]): Promise<number> {
  if (action === 'list' || action === 'all') {
    const requests = await listStudioRequests(db, action === 'all');
    if (requests.length === 0) console.log('No studio requests.');
    for (const r of requests) {
      console.log(`#${r.id}  ${new Date(r.created).toISOString().slice(0, 16).replace('T', ' ')}  [${r.status}]  ${r.name} <${r.email}>  ${r.images} picture(s)`);
      console.log(`      ${r.message.replace(/\s+/g, ' ')}`);
    }
    return 0;
  }
  if ((action === 'approve' || action === 'decline') && /^\d+$/.test(id ?? '')) {
    await resolveStudioRequest(db, Number(id), action);
    console.log(action === 'approve' ? `Approved #${id}: the user is an artist now and has been notified.` : `Declined #${id}.`);
    return 0;
  }
  return 2;
}

async function artistCodes(db: Db, [action, count = '1']: string[]): Promise<number> {
  if (action !== 'new' || !/^\d+$/.test(count) || Number(count) < 1 || Number(count) > 100) return 2;
  for (const code of await newArtistCodes(db, Number(count))) console.log(code);
  return 0;
}

async function verify(db: Db, [email]: string[]): Promise<number> {
  if (!email) return 2;
  if (!(await verifyArtist(db, email))) {
    console.error(`No user with the email ${email}.`);
    return 1;
  }
  console.log(`${email} now carries the verified-artist badge.`);
  return 0;
}

export const PEOPLE_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number>> = {
  'studio-requests': studioRequests,
  'artist-codes': artistCodes,
  verify,
};
