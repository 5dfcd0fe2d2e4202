// Starts serve-process.ts as a child process (the two-process socket test, the chat bench) and answers its
// URL once it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** `serverRoot` is the server package's folder (callers run as CommonJS or ESM: it is passed, not guessed). */
export function startServer(serverRoot: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(serverRoot, 'test', 'support', 'serve-process.ts')], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Stops the children and waits until they are gone. */
export async function stopServers(children: ChildProcess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))));
}
