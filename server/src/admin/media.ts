// `npm run admin -- media sweep [--apply] [--older-than <minutes>]`: the uploaded files no row refers to
// (left by a crash between storing a picture and writing its row, or by older versions), listed, and
// removed with --apply. Files younger than --older-than (60 minutes by default) are left alone: an upload
// in progress has stored its files but not yet written its row. Works on local disk and S3 alike.
import type { Db } from '../db';
import { unreferencedFiles } from '../modules/media/references';
import type { Storage } from '../modules/media/storage';

export const MEDIA_USAGE = `usage: npm run admin -- media sweep [--apply] [--older-than <minutes>]
  sweep                   list the uploaded files no row refers to (a dry run: nothing is removed)
  --apply                 remove them
  --older-than <minutes>  only files older than this (default 60: uploads in progress are spared)`;

const DEFAULT_MINUTES = 60;

export async function mediaCommand(db: Db, storage: Storage, [action, ...options]: string[]): Promise<number> {
  if (action !== 'sweep') return 2;
  const at = options.indexOf('--older-than');
  const minutes = at >= 0 ? Number(options[at + 1]) : DEFAULT_MINUTES;
  const known = options.every((o, i) => o === '--apply' || o === '--older-than' || (i === at + 1 && at >= 0));
  if (!known || !Number.isFinite(minutes) || minutes < 0) return 2;
  const apply = options.includes('--apply');
  const files = await unreferencedFiles(db, storage, minutes * 60_000);
  for (const f of files) console.log(`${apply ? 'removed' : 'unreferenced'}  ${f.modified.toISOString().slice(0, 16).replace('T', ' ')}  ${f.key}`);
  if (apply) for (const f of files) await storage.delete(f.key);
  console.log(`${files.length} unreferenced file(s)${files.length > 0 && !apply ? ': run again with --apply to remove them' : apply ? ' removed' : ''}.`);
  return 0;
}
