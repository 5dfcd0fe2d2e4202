// `npm run admin -- exhibitions`: a show made from a folder appears on the site only once published, and its
// dates and explicit flag follow the operator's commands.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Exhibition } from '@kala/shared/exhibitions';
import { exhibitionsCommand } from '../../src/admin/exhibitions';
import { call, createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await exhibitionsCommand(t.db, t.app.storage, args, (line) => lines.push(line), (line) => lines.push(line));
  return { code, out: lines.join('\n') };
};
const listed = async (path: string) => ((await call(t, 'GET', path)).body.message as Exhibition[]).map((s) => s.slug);

it('creates a show from a folder, publishes, schedules and flags it', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kala-show-'));
  for (const [name, colour] of [['02-evening.png', '#264653'], ['01-morning-light.png', '#E9C46A']]) {
    writeFileSync(path.join(folder, name), await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer());
  }
  writeFileSync(path.join(folder, 'exhibition.json'), JSON.stringify({ title: 'Valley Light', artist: 'Guest Artist', start: '2020-01-01', end: '2020-02-01' }));

  const created = await run('create', folder);
  expect(created).toMatchObject({ code: 0, out: expect.stringContaining('Created valley-light with 2 works') });
  expect(await listed('/api/exhibitions')).not.toContain('valley-light');

  expect((await run('publish', 'valley-light')).code).toBe(0);
  expect(await listed('/api/previous/exhibitions')).toContain('valley-light');
  const show = (await call(t, 'GET', '/api/exhibitions/slug/valley-light')).body.message as Exhibition;
  expect(show.items.map((i) => i.title)).toEqual(['morning light', 'evening']);

  const soon = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  expect((await run('schedule', 'valley-light', soon)).code).toBe(0);
  expect(await listed('/api/upcomming/exhibitions')).toEqual(['valley-light']);

  // Days are Nepal's, the end day included: a one-day show today is on, and the list prints the days given.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  expect((await run('schedule', 'valley-light', today, today)).code).toBe(0);
  expect(await listed('/api/exhibitions')).toContain('valley-light');
  expect((await run('list')).out).toContain(`valley-light  ${today} → ${today}`);

  expect((await run('explicit', 'valley-light', 'on')).code).toBe(0);
  expect(((await call(t, 'GET', '/api/exhibitions/slug/valley-light')).body.message as Exhibition).explicit).toBe(true);
  expect((await run('list')).out).toMatch(/valley-light .*\[published, explicit\]\s+2 works\s+Valley Light/);

  expect((await run('publish', 'no-such-show')).code).toBe(1);
  expect((await run('explicit', 'valley-light', 'maybe')).code).toBe(2);
});

it('marks the works exhibition.json calls sold (issue 20): the site offers no Buy for them', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kala-show-'));
  writeFileSync(path.join(folder, 'a.png'), await sharp({ create: { width: 300, height: 200, channels: 3, background: '#264653' } }).png().toBuffer());
  writeFileSync(path.join(folder, 'b.png'), await sharp({ create: { width: 300, height: 200, channels: 3, background: '#E9C46A' } }).png().toBuffer());
  const items = [{ file: 'a.png', title: 'Gone', sold: true }, { file: 'b.png', title: 'Still here' }];
  writeFileSync(path.join(folder, 'exhibition.json'), JSON.stringify({ title: 'Sold Out Soon', artist: 'Guest Artist', start: '2020-01-01', items }));
  expect((await run('create', folder)).code).toBe(0);
  expect((await run('publish', 'sold-out-soon')).code).toBe(0);
  const show = (await call(t, 'GET', '/api/exhibitions/slug/sold-out-soon')).body.message as Exhibition;
  expect(show.items.map((i) => [i.title, i.sold])).toEqual([
    ['Gone', true],
    ['Still here', false],
  ]);
});
