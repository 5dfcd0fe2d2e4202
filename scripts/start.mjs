// `npm start`: build the shell and every remote, then serve everything on one port (PORT, default 8080)
// with the embedded database under DATA_DIR (default ./data). The server seeds demo data on first run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../tooling/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.KALA_SKIP_BUILD !== '1') {
  // Always a production build (tooling/build-app.mjs): a development build points at a dev server.
  try {
    buildAll();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}

// A relative DATA_DIR means relative to where `npm start` ran, not to server/ where the server runs.
const env = { ...process.env, WEB_DIR: root, ...(process.env.DATA_DIR && { DATA_DIR: path.resolve(process.env.DATA_DIR) }) };
const server = spawn('npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'server'), stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
