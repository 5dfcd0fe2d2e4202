// What each dependency costs: `node tooling/dependency-costs.mjs shell [mf-catalogue …]` builds each app with
// hidden source maps (KALA_ANALYZE=1, into .tmp/analyze/<app>) and prints, per output file and per package,
// the minified bytes and their share of the file's gzip size. The source maps say which original file each
// minified byte came from; a file's gzip size is split between packages in proportion to their bytes (gzip
// works across the whole file, so this is an estimate, good to about a KB per package).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--files <package>` also lists that package's source files (e.g. `--files @kala/shared`).
const filesFlag = process.argv.indexOf('--files');
const detail = filesFlag >= 0 ? process.argv[filesFlag + 1] : null;
const apps = process.argv.slice(2).filter((_, i) => filesFlag < 0 || (i !== filesFlag - 2 && i !== filesFlag - 1));
if (apps.length === 0) {
  console.error('usage: node tooling/dependency-costs.mjs <app> [app …]   (shell, mf-catalogue, …)');
  process.exit(2);
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one base64 VLQ segment ("AAgBC") into its numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Which package (or app folder) an original source path belongs to. */
function ownerOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const app = /(shared|shell|mf-[\w-]+)\/src\//.exec(clean);
  if (app) return app[1] === 'shared' ? '@kala/shared' : `${app[1]} (own code)`;
  return '(bundler runtime)';
}

/** Bytes of one minified file per owner, from its source map (unmapped bytes go to the bundler runtime). */
function bytesByOwner(code, map) {
  const shortName = (source) => source.replace(/^(\.\.\/)+/, '').replace(/^webpack:\/\/[^/]*\//, '');
  const owners = map.sources.map((source) => (detail && ownerOf(source) === detail ? `${detail}: ${shortName(source)}` : ownerOf(source)));
  const result = new Map();
  const add = (owner, n) => n > 0 && result.set(owner, (result.get(owner) ?? 0) + n);
  const lines = code.split('\n');
  const mapped = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, i) => {
    let column = 0;
    let current = '(bundler runtime)';
    for (const segment of (mapped[i] ?? '').split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      const next = column + columnDelta;
      add(current, Buffer.byteLength(line.slice(column, next)));
      column = next;
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        current = owners[sourceIndex] ?? current;
      }
    }
    add(current, Buffer.byteLength(line.slice(column)) + 1);
  });
  return result;
}

function* jsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* jsFiles(full);
    else if (name.endsWith('.js')) yield full;
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(7);

for (const app of apps) {
  const dist = path.join(root, '.tmp', 'analyze', app);
  rmSync(dist, { recursive: true, force: true });
  const build = spawnSync('npx', ['rsbuild', 'build', '--log-level', 'warn'], {
    cwd: path.join(root, app),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', KALA_ANALYZE: '1', REMOTE_DIST: dist, KALA_DIST: dist },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const totals = new Map();
  console.log(`\n${app}: per output file (KB minified / KB gzip), then what each package costs`);
  for (const file of jsFiles(dist)) {
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const gz = gzipSync(code, { level: 9 }).length;
    const owners = bytesByOwner(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const size = Buffer.byteLength(code);
    const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([o]) => o).join(', ');
    console.log(`  ${path.relative(dist, file).padEnd(48)} ${kb(size)} ${kb(gz)}  ${top}`);
    for (const [owner, bytes] of owners) {
      const t = totals.get(owner) ?? { bytes: 0, gz: 0 };
      t.bytes += bytes;
      t.gz += (gz * bytes) / size;
      totals.set(owner, t);
    }
  }
  console.log(`  ${'package'.padEnd(48)} ${'min KB'.padStart(7)} ${'gz KB'.padStart(7)}`);
  for (const [owner, t] of [...totals].sort((a, b) => b[1].gz - a[1].gz)) console.log(`  ${owner.padEnd(48)} ${kb(t.bytes)} ${kb(t.gz)}`);
}
