// One production build of an app (the shell or a remote) with Rsbuild, as `npm start` and the tests run it.
// Rspack's native side now and then aborts on exit after a finished build (SIGABRT, exit 134; seen about one
// run in five on this machine): that crash alone gets one more try. A build that fails fails as it is.
import { spawnSync } from 'node:child_process';

const aborted = (result) => result.signal === 'SIGABRT' || result.status === 134;

/** Builds the app in `cwd` with `env` added; answers the exit status (0 when built). */
export function buildApp(cwd, env = {}) {
  const build = () =>
    spawnSync('npx', ['rsbuild', 'build', '--log-level', 'warn'], { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
  let result = build();
  if (aborted(result)) {
    console.warn(`[kala] rsbuild aborted on exit in ${cwd}: building once more`);
    result = build();
  }
  return result.status ?? 1;
}
