// `npm run size`: the JavaScript each page loads on a first visit, per part (the shell with the shared
// vendor code it provides, and each remote), gzipped and brotli, checked against the budgets of issue 7:
// the shell's initial JS ≤ 160 KB gz; a remote's route ≤ 60 KB gz beyond what the shell already loaded.
// Sizes are measured by compressing what the browser received, so they do not depend on the server.
import { expect, test, type Page } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET = { shellInitial: 160 * KB, remoteRoute: 60 * KB };

/** A part's files and their compressed sizes. */
type Part = Map<string, { gz: number; br: number }>;
const total = (part: Part, kind: 'gz' | 'br', only = (_file: string) => true) => [...part].filter(([f]) => only(f)).reduce((sum, [, size]) => sum + size[kind], 0);

/** Every JS file the page loads until the network is quiet, grouped by part. */
async function jsOf(page: Page, path: string): Promise<Map<string, Part>> {
  const parts = new Map<string, Part>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        const owner = /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'shell';
        const part: Part = parts.get(owner) ?? new Map();
        part.set(url.pathname, { gz: gzipSync(body, { level: 9 }).length, br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length });
        parts.set(owner, part);
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return parts;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('every page stays within its JavaScript budget', async ({ browser, request }) => {
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string }[] }).message;
  const pages = ['/login', '/', '/gallery/all', `/artwork/${work.slug}`, '/studios', '/search/art'];
  const rows: string[] = [];
  let shellInitial: Part | undefined;
  for (const path of pages) {
    const context = await browser.newContext(); // a first visit: nothing cached
    const parts = await jsOf(await context.newPage(), path);
    await context.close();
    const shell = parts.get('shell')!;
    shellInitial ??= shell; // /login mounts no remote: what the shell loads on its own
    // Shared vendor chunks a remote made the shell load (react-query, say) count against the remote.
    const beyondShell = total(shell, 'gz', (file) => !shellInitial!.has(file));
    for (const [owner, part] of parts) {
      rows.push(`${path.padEnd(34)} ${owner.padEnd(14)} ${kb(total(part, 'gz')).padStart(9)} gz ${kb(total(part, 'br')).padStart(9)} br  ${part.size} files`);
      if (owner !== 'shell') expect.soft(total(part, 'gz') + beyondShell, `${owner} on ${path}, with ${kb(beyondShell)} of shared vendor code (gz)`).toBeLessThanOrEqual(BUDGET.remoteRoute);
    }
  }
  console.log(`\nJavaScript per page and part (first visit):\n${rows.join('\n')}\n`);
  expect(total(shellInitial!, 'gz'), 'the shell initial JS (gz)').toBeLessThanOrEqual(BUDGET.shellInitial);
});
