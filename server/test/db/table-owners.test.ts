// Tables have owners (issue 22 §6): a module writes only its own tables and reads another module's through
// that module's repository (its functions, or a SQL view it exports such as `personJson`). This test reads
// every module's source and the migrations, so a new query on another module's table fails here.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');

/** Each table and the module (server/src/modules/<module>) that owns it. */
const OWNERS: Record<string, string> = {
  ...owned('users', 'users', 'user_blocks', 'follows', 'user_categories', 'studio_requests', 'artist_codes'),
  ...owned('auth', 'email_codes', 'reset_tokens', 'login_failures', 'revoked_sessions'),
  ...owned('catalogue', 'artworks', 'artwork_categories', 'artwork_comments', 'artwork_images', 'artwork_views', 'categories', 'catalogue_version', 'home_slides', 'likes', 'search_words', 'studio_category_works'),
  ...owned('social', 'posts', 'post_comments', 'post_hides', 'post_likes'),
  ...owned('notifications', 'notifications'),
  ...owned('reports', 'reports', 'report_categories'),
  ...owned('commerce', 'cart_items', 'orders', 'order_items', 'order_events', 'payments', 'payment_attempts'),
  ...owned('messaging', 'chat_rooms', 'chat_members', 'chat_messages'),
  ...owned('exhibitions', 'exhibitions', 'exhibition_items', 'exhibition_enquiries'),
  ...owned('mail', 'outbox'),
  ...owned('alerts', 'alerts', 'alert_hits', 'alert_mail'),
  ...owned('admin', 'admin_audit'),
  // Written by lib/idempotency.ts for any module's replayable POST (issue 25): no module writes it itself.
  ...owned('lib', 'idempotent_answers'),
};

/**
 * Reads of another module's tables that remain, joined in a module's own queries (an author beside a work,
 * a block beside a follow): frozen here so the list only shrinks. A new one goes through the owner's
 * repository instead.
 */
const READS_ELSEWHERE: Record<string, string[]> = {
  // The operators' console (issue 23) lists across every domain (the reports queue, orders, people); its
  // writes go through the owners, these reads are to move to read functions the owners export.
  admin: ['artist_codes', 'artwork_images', 'artworks', 'exhibition_items', 'exhibitions', 'order_items', 'orders', 'payments', 'posts', 'report_categories', 'reports', 'studio_requests', 'users'],
  catalogue: ['follows', 'user_categories', 'users'],
  commerce: ['artwork_images', 'artworks', 'users'],
  exhibitions: ['users'],
  // media/references.ts lists every column that names a stored file, to sweep the unreferenced ones.
  media: ['artwork_images', 'chat_messages', 'exhibition_items', 'exhibitions', 'notifications', 'order_items', 'posts', 'studio_requests', 'users'],
  messaging: ['user_blocks', 'users'],
  notifications: ['users'],
  reports: ['artworks', 'posts', 'users'],
  social: ['artwork_categories', 'artwork_comments', 'artworks', 'follows', 'likes', 'user_categories', 'users'],
  users: ['artworks', 'categories'],
};

function owned(module: string, ...tables: string[]): Record<string, string> {
  return Object.fromEntries(tables.map((table) => [table, module]));
}

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

const modules = readdirSync(path.join(SRC, 'modules'));
const sourceOf = (module: string) => filesOf(path.join(SRC, 'modules', module)).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
const tablesAfter = (text: string, words: RegExp) => [...text.matchAll(words)].map((m) => m[1]!.toLowerCase()).filter((t) => t in OWNERS);

const WRITES = /\b(?:insert\s+into|delete\s+from|update)\s+([a-z_]+)/gi;
const READS = /\b(?:from|join)\s+([a-z_]+)/gi;

test.each(modules)('%s writes only its own tables', (module) => {
  const foreign = sourceOf(module).flatMap(({ file, text }) => tablesAfter(text, WRITES).filter((t) => OWNERS[t] !== module).map((t) => `${file}: ${t}`));
  expect(foreign).toEqual([]);
});

test.each(modules)('%s reads no other module table beyond the frozen list', (module) => {
  const read = new Set(sourceOf(module).flatMap(({ text }) => tablesAfter(text, READS).filter((t) => OWNERS[t] !== module)));
  expect([...read].filter((t) => !(READS_ELSEWHERE[module] ?? []).includes(t))).toEqual([]);
});

test("a person's JSON is written once, by the users repository", () => {
  const copies = modules.flatMap((m) => sourceOf(m)).filter(({ file, text }) => file !== path.join('modules', 'users', 'repository.ts') && /'role',\s*\w+\.role\b/.test(text));
  expect(copies.map((c) => c.file)).toEqual([]);
});

test('every table has an owner and one creating migration (the old double user_blocks aside, settled by 027)', () => {
  const dir = path.join(SRC, 'db', 'migrations');
  const creators = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    for (const m of readFileSync(path.join(dir, file), 'utf8').replace(/--.*$/gm, '').matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_]+)/gi)) {
      const table = m[1]!.toLowerCase();
      if (table !== 'schema_migrations') creators.set(table, [...(creators.get(table) ?? []), file]);
    }
  }
  expect([...creators.keys()].filter((t) => !(t in OWNERS))).toEqual([]);
  const twice = [...creators].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([['user_blocks', ['011_profiles_follows_blocks.sql', '013_chat.sql']]]);
});
