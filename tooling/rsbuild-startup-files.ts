// Writes `startup.json` into the build: the files a first visit needs before its first picture, so the
// server can name them in the page it writes (issue 7, "no waterfall") instead of each being found only
// after the file before it has run. Those files, and the build's entries, also get V8's compile hint (below).
//   start   the chunks of the app's start (the shell's `./bootstrap`, a remote's exposed `./app`)
//   pages   route name → the chunks of that route's page, from chunk names `page.<route>[.<route>…]`
// The shell also lists the shared libraries it provides (react, the router, …): the page loads the
// shell's copies, so a remote's own fallback copies are never listed. Those only remotes use at once
// (`forRemotes`: react-query) go with 'remotes', the code that mounts any remote, not with every page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export interface StartupFiles {
  start: string[];
  pages: Record<string, string[]>;
}

interface StatsChunk {
  names: string[];
  files: string[];
  origins: { moduleName?: string; request?: string }[];
}

export const STARTUP_FILE = 'startup.json';
const PAGE_CHUNK = /^page\.(.+)$/;
const originKey = (o: { moduleName?: string; request?: string }) => `${o.moduleName ?? ''} → ${o.request ?? ''}`;

/** The package a 'provide shared module (default) react@19.3.1 = …' origin provides, else null. */
const providedPackage = (moduleName = '') => /^provide shared module \([^)]*\) (.+?)@\d/.exec(moduleName)?.[1] ?? null;

export interface StartupOptions {
  /** The import request (the shell's './bootstrap') or origin module ('container entry': a remote's exposed app) of the start. */
  start: string;
  /** The shell: the shared libraries it provides load at start, but for these, which only remotes use. */
  provides?: { forRemotes: string[] };
}

/** `assetPrefix`: where the build's files are served from. A chunk group is every chunk with its origin. */
export function startupFiles(chunks: StatsChunk[], { start, provides }: StartupOptions, assetPrefix: string): StartupFiles {
  const code = (list: StatsChunk[]) =>
    [...new Set(list.flatMap((c) => c.files))].filter((f) => /\.(js|css)$/.test(f)).map((f) => assetPrefix + f);
  /** A chunk of shared libraries the shell provides: at start, or with the remotes when only they use them. */
  const provided = (c: StatsChunk): 'start' | 'remotes' | null => {
    const packages = c.origins.map((o) => providedPackage(o.moduleName)).filter((p): p is string => p !== null);
    if (!provides || packages.length === 0) return null;
    return packages.every((p) => provides.forRemotes.includes(p)) ? 'remotes' : 'start';
  };
  const forRemotes = (c: StatsChunk) => provided(c) === 'remotes';
  const isStart = (c: StatsChunk) => c.origins.some((o) => o.request === start || o.moduleName === start) || provided(c) === 'start';
  const pages: Record<string, string[]> = {};
  for (const named of chunks) {
    const routes = named.names.map((n) => PAGE_CHUNK.exec(n)?.[1]).find(Boolean);
    if (!routes) continue;
    const origins = new Set(named.origins.map(originKey));
    const group = chunks.filter((c) => c.origins.some((o) => origins.has(originKey(o))));
    for (const route of routes.split('.')) pages[route] = code(route === 'remotes' ? [...group, ...chunks.filter(forRemotes)] : group);
  }
  return { start: code(chunks.filter(isStart)), pages };
}

/**
 * V8's explicit compile hint (Chromium 136 on): every function of the file is compiled as the file streams in,
 * on a background thread, instead of each on the main thread the first time it runs. A first visit's start
 * calls most of what its files hold (issue 26 §0: 285 ms of lazy compiling on the main thread at 4× on a
 * listing, 10 ms with the hint). Other engines read it as a comment. Only for the files a start runs: a
 * chunk fetched on demand (a dialog, a menu) stays compiled lazily, function by function.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of each JS file (paths in `dist`). A file that has it already is left: a
 * rebuild in watch mode rewrites only the files that changed.
 */
export function hintCompile(dist: string, files: string[]): void {
  for (const file of new Set(files.filter((f) => f.endsWith('.js')))) {
    const full = path.join(dist, file);
    const body = readFileSync(full, 'utf8');
    if (!body.startsWith(COMPILE_HINT)) writeFileSync(full, COMPILE_HINT + body);
  }
}

export const pluginStartupFiles = (options: StartupOptions): RsbuildPlugin => ({
  name: 'kala:startup-files',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      if (!stats || !('toJson' in stats)) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true }) as {
        chunks?: StatsChunk[];
        entrypoints?: Record<string, { assets?: { name: string }[] }>;
      };
      // URLs as the page asks for them (a remote's files live under its versioned prefix).
      const prefix = String(api.getNormalizedConfig().output.assetPrefix ?? '/').replace(/\/?$/, '/');
      const list = startupFiles(json.chunks ?? [], options, prefix);
      const dist = api.context.distPath;
      writeFileSync(path.join(dist, STARTUP_FILE), JSON.stringify(list));
      // The entries (the shell's index, a remote's remoteEntry.js), the start and every page's chunks.
      const entries = Object.values(json.entrypoints ?? {}).flatMap((e) => (e.assets ?? []).map((a) => a.name));
      hintCompile(dist, [...entries, ...[list.start, ...Object.values(list.pages)].flat().map((url) => url.slice(prefix.length))]);
    });
  },
});
