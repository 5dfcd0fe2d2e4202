// Security headers on HTML, JS, API, media and docs answers; the docs' looser policy stays on the docs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { discoverWeb } from '../../src/config';
import { IMAGE_CONTENT_TYPE } from '../../src/modules/media/images';
import { FIRST_PAINT_SOURCES } from '../../src/modules/web/first-paint';
import { API_POLICY } from '../../src/plugins/security-headers';
import { createTestApp, get, getWithHost, testConfig, type TestApp } from '../support/app';

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The policy's directives by name. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kala-headers-'));
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>Kala</title><script type="application/json" id="kala-boot">{}</script>');
  write(path.join(root, 'shell/dist/static/js/index.abc123.js'), 'console.log(1)');
  write(path.join(root, 'mf-catalogue/dist/remoteEntry.js'), 'var mf_catalogue;');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('without sign-in providers', () => {
  let t: TestApp;
  const picture = 'artworks/headers-gallery.webp';
  beforeAll(async () => {
    t = await createTestApp(testConfig({ PUBLIC_URL: 'https://kala.example' }, { web: discoverWeb(root) }));
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#984B48' } }).webp().toBuffer();
    await t.app.storage.put(picture, webp, IMAGE_CONTENT_TYPE);
  });
  afterAll(() => t.close());

  it('sends the headers on HTML, JS, API, media, docs and error answers', async () => {
    const paths = ['/', '/gallery/all', '/static/js/index.abc123.js', '/remotes/mf-catalogue/remoteEntry.js', '/api/check', '/api/nothing-here', `/media/${picture}`, `/api/mediafile/${picture}`, '/api/docs', '/api/docs/json'];
    for (const p of paths) {
      const res = await get(t, p);
      expect({ p, status: res.status < 400 || p === '/api/nothing-here' }).toEqual({ p, status: true });
      const headers = {
        p,
        nosniff: res.headers.get('x-content-type-options'),
        frame: res.headers.get('x-frame-options'),
        referrer: res.headers.get('referrer-policy'),
        ancestors: policy(res.headers.get('content-security-policy'))['frame-ancestors'],
      };
      expect(headers).toEqual({ p, nosniff: 'nosniff', frame: 'DENY', referrer: 'strict-origin-when-cross-origin', ancestors: ["'none'"] });
    }
  });

  it("allows only this origin for scripts and styles (and the first paint's inline ones by hash), pictures from data: and blob:, the socket on the site (PUBLIC_URL)", async () => {
    const res = await get(t, '/gallery/all');
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", FIRST_PAINT_SOURCES.script],
      'style-src': ["'self'", FIRST_PAINT_SOURCES.style],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'wss://kala.example'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'frame-src': ['https://www.youtube-nocookie.com'],
      'object-src': ["'none'"],
    });
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it("never takes a source from the request's Host header", async () => {
    for (const p of ['/', '/gallery/all']) {
      const res = await getWithHost(t, p, 'evil.example');
      expect({ p, status: res.status, csp: res.headers['content-security-policy'] }).toEqual({ p, status: 200, csp: expect.stringContaining('wss://kala.example') });
      expect(res.headers['content-security-policy']).not.toContain('evil.example');
    }
  });

  it("gives the API's answers a policy that lets them load and run nothing, whatever the Host", async () => {
    for (const p of ['/api/check', '/api/v2/products/category/all', '/api/nothing-here']) {
      const res = await getWithHost(t, p, 'evil.example');
      expect({ p, csp: res.headers['content-security-policy'] }).toEqual({ p, csp: API_POLICY });
    }
    expect(policy(API_POLICY)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it("gives socket.io's polling answers the same headers as the pages", async () => {
    const api = await get(t, '/');
    const polling = await get(t, '/live/socket.io/?EIO=4&transport=polling');
    expect(polling.status).toBe(200);
    expect(await polling.text()).toMatch(/^0\{"sid"/);
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'cross-origin-resource-policy'];
    const headersOf = (res: Response) => Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));
    expect(headersOf(polling)).toEqual(headersOf(api));
    expect(polling.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives the docs page its looser policy, and nothing else', async () => {
    const docs = policy((await get(t, '/api/docs')).headers.get('content-security-policy'));
    expect(docs['style-src']).toContain("'unsafe-inline'");
    expect(docs['script-src']).toContain("'unsafe-inline'");
    for (const p of ['/', '/api/check']) {
      const csp = (await get(t, p)).headers.get('content-security-policy') ?? '';
      expect({ p, inline: csp.includes('unsafe-inline') }).toEqual({ p, inline: false });
    }
  });
});

describe('with Google and Facebook sign-in configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfig({ GOOGLE_CLIENT_ID: 'kala.apps.googleusercontent.com', FACEBOOK_APP_ID: '42', FACEBOOK_APP_SECRET: 's' }, { web: discoverWeb(root) }));
  });
  afterAll(() => t.close());

  it("allows the providers' scripts, frames and calls", async () => {
    const csp = policy((await get(t, '/')).headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", FIRST_PAINT_SOURCES.script, 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://www.facebook.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://graph.facebook.com']));
    expect(csp['img-src']).toContain('https://*.googleusercontent.com');
  });
});
