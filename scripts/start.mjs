// `npm start`: build the shell and every remote, then serve everything on one port (PORT, default 8080)
// with the embedded database under DATA_DIR (default ./data). The server seeds demo data on first run.
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../tooling/build-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mf-') && existsSync(path.join(root, d, 'package.json')))];

if (process.env.KALA_SKIP_BUILD !== '1') {
  for (const app of apps) {
    const started = Date.now();
    // Always a production build: Rsbuild follows NODE_ENV, and a development build points at a dev server.
    const status = buildApp(path.join(root, app));
    if (status !== 0) process.exit(status);
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

// A relative DATA_DIR means relative to where `npm start` ran, not to server/ where the server runs.
const env = { ...process.env, WEB_DIR: root, ...(process.env.DATA_DIR && { DATA_DIR: path.resolve(process.env.DATA_DIR) }) };
const server = spawn('npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'server'), stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
