// Operator commands: `npm run admin -- reports [list|all|hide <id>|dismiss <id>]`, those of ./people.ts
// (studio requests, artist codes, the verified badge), `exhibitions …` (./exhibitions.ts) and `media sweep`
// (./media.ts).
// The moderation queue: list open reports (who, what, why), hide the reported post, or dismiss a report.
// With the embedded database (PGlite) stop the server first: one process opens its data folder at a time.
// `make-admin | revoke-admin <email>` need no stop: with PGlite they go through the running server's local
// channel (ADR 0020), and open the database themselves only when no server runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMigratedDb } from '../bootstrap';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db';
import { askRunningServer } from '../modules/admin/local-channel';
import { changeOperator, type OperatorChange } from '../modules/admin/operators';
import { storageFromConfig } from '../modules/media/storage';
import { listReports, resolveReport, type QueuedReport } from '../modules/reports/reports';
import { EXHIBITIONS_USAGE, exhibitionsCommand } from './exhibitions';
import { MEDIA_USAGE, mediaCommand } from './media';
import { PEOPLE_COMMANDS, PEOPLE_USAGE } from './people';

const USAGE = `usage: npm run admin -- reports [list | all | hide <id> | dismiss <id>]
  list          open reports, oldest first (the default)
  all           every report with its status
  hide <id>     take the reported post out of every feed and close its reports
  dismiss <id>  close the report (and the other open reports of the same item) without action
${PEOPLE_USAGE}
       npm run admin -- make-admin <email> | revoke-admin <email>   (works while the server runs)
${EXHIBITIONS_USAGE}
${MEDIA_USAGE}`;

function print(reports: QueuedReport[]): void {
  if (reports.length === 0) return console.log('No reports.');
  for (const r of reports) {
    console.log(`#${r.id}  ${new Date(r.created).toISOString().slice(0, 16).replace('T', ' ')}  [${r.status}]  ${r.target} ${r.targetId}`);
    console.log(`      what:   ${r.what}`);
    console.log(`      who:    ${r.reporter}`);
    console.log(`      why:    ${r.category}${r.reason ? `: ${r.reason}` : ''}`);
  }
}

async function reports(db: Db, [action = 'list', id]: string[]): Promise<number> {
  if (action === 'list' || action === 'all') {
    print(await listReports(db, action === 'all'));
    return 0;
  }
  if ((action === 'hide' || action === 'dismiss') && /^\d+$/.test(id ?? '')) {
    const { resolved } = await resolveReport(db, Number(id), action);
    console.log(`${action === 'hide' ? 'Hidden' : 'Dismissed'}: ${resolved} report(s) closed.`);
    return 0;
  }
  return 2;
}

const OPERATOR_CHANGES: readonly string[] = ['make-admin', 'revoke-admin'] satisfies OperatorChange[];

/** Grants or removes the operator role; with PGlite through the running server when there is one. */
async function operator(config: Config, change: OperatorChange, email: string): Promise<number> {
  const viaServer = config.databaseUrl ? null : await askRunningServer(config.dataDir, config.jwtSecret, change, email);
  const reply = viaServer ?? (await withDb(config, (db) => changeOperator(db, change, email)));
  (reply.ok ? console.log : console.error)(reply.message);
  return reply.ok ? 0 : 1;
}

async function withDb<T>(config: Config, run: (db: Db) => Promise<T>): Promise<T> {
  const db = await openMigratedDb(config, () => undefined);
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig(process.env, { serverRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..') });
  if (command && OPERATOR_CHANGES.includes(command)) {
    if (!args[0]) return console.error(USAGE), 2;
    return operator(config, command as OperatorChange, args[0]);
  }
  const commands: Record<string, (db: Db, args: string[]) => Promise<number>> = {
    reports,
    ...PEOPLE_COMMANDS,
    exhibitions: (db, args) => exhibitionsCommand(db, storageFromConfig(config), args),
    media: (db, args) => mediaCommand(db, storageFromConfig(config), args),
  };
  const run = commands[command ?? ''];
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  const code = await withDb(config, (db) => run(db, args));
  if (code === 2) console.error(USAGE);
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
