import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, authApi } from '../api/client';
import { fakeNetwork, offline, requests } from './fake-network';

/** Every file the runtime entry reaches through relative imports. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), spec);
    const next = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (next) reachable(next, seen);
  }
  return seen;
}

test('the test kit never reaches the runtime bundle', () => {
  const files = [...reachable(path.resolve(__dirname, '../index.ts'))];
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => file.includes(`${path.sep}testing${path.sep}`))).toEqual([]);
});

test('one fake answers every client and fetch, and records what was sent', async () => {
  fakeNetwork(({ url }) => (url === '/remotes.json' ? { body: { remotes: [] } } : { body: { status: 'success', url } }));
  await expect(api.post('/like/product/1', { a: 1 })).resolves.toMatchObject({ data: { url: '/like/product/1' } });
  await expect(authApi.get('/providers', { params: { q: 1 } })).resolves.toMatchObject({ data: { status: 'success' } });
  await expect((await fetch('/remotes.json')).json()).resolves.toEqual({ remotes: [] });
  expect(requests.map(({ method, url, params, data }) => ({ method, url, params, data }))).toEqual([
    { method: 'POST', url: '/like/product/1', params: {}, data: JSON.stringify({ a: 1 }) },
    { method: 'GET', url: '/providers', params: { q: 1 }, data: undefined },
    { method: 'GET', url: '/remotes.json', params: {}, data: undefined },
  ]);
});

test('offline fails every call as a dropped connection', async () => {
  fakeNetwork(offline);
  await expect(api.get('/check')).rejects.toMatchObject({ status: 'network' });
  await expect(fetch('/remotes.json')).rejects.toThrow('offline');
});
