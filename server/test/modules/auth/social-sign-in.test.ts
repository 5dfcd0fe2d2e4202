// Google and Facebook sign-in against a local stand-in: a JWKS and a fake Graph API on a random port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, testConfig, type TestApp } from '../../support/app';

const CLIENT_ID = 'kala-test.apps.googleusercontent.com';
const FB_APP = '424242';
const FB_SECRET = 'fb-secret';
const FB_TOKENS: Record<string, { user_id: string; app_id: string; name: string; email?: string }> = {
  'fb-good': { user_id: '1001', app_id: FB_APP, name: 'Maya Gurung', email: 'maya@example.com' },
  'fb-other-app': { user_id: '1002', app_id: '999', name: 'Other', email: 'other@example.com' },
};

let t: TestApp;
let issuer: Server;
let signingKey: KeyLike;
let strangerKey: KeyLike;

function serveStandIn(jwks: object): Promise<string> {
  issuer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/certs') return json(200, jwks);
    const token = FB_TOKENS[url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? ''];
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) return json(400, { error: 'bad app token' });
      return json(200, { data: token ? { is_valid: true, app_id: token.app_id, user_id: token.user_id } : { is_valid: false } });
    }
    if (url.pathname === '/me' && token) return json(200, { id: token.user_id, name: token.name, email: token.email });
    return json(404, { error: 'not found' });
  });
  return new Promise((resolve) => issuer.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(issuer.address() as AddressInfo).port}`)));
}

function idToken(claims: Record<string, unknown>, key = signingKey, audience = CLIENT_ID): Promise<string> {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const base = await serveStandIn({ keys: [jwk] });
  t = await createTestApp(
    testConfig({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/certs`,
      FACEBOOK_APP_ID: FB_APP,
      FACEBOOK_APP_SECRET: FB_SECRET,
      FACEBOOK_GRAPH_URL: base,
    }),
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => issuer.close(resolve));
});

describe('providers', () => {
  it('lists the configured client ids', async () => {
    expect((await call(t, 'GET', '/auth/providers')).body).toEqual({ status: 'success', google: CLIENT_ID, facebook: FB_APP });
  });
});

describe('Google', () => {
  const claims = { sub: 'g-123', email: 'Nima@Example.com', name: 'Nima Sherpa' };

  it('creates a verified account on first sign-in and logs into it later', async () => {
    const first = await call(t, 'POST', '/auth/google', { accessToken: await idToken(claims) });
    expect(first.statusCode).toBe(200);
    expect(first.body.user).toMatchObject({ email: 'nima@example.com', name: 'Nima Sherpa', emailVerified: 'true', role: 21 });
    const second = await call(t, 'POST', '/auth/google', { accessToken: await idToken(claims) });
    expect((second.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
    const me = await call(t, 'POST', '/auth/authenticate', undefined, second.body.token as string);
    expect(me.body.status).toBe('success');
  });

  it('rejects a token signed by another key, for another audience, or without a verified email', async () => {
    const rejected = { statusCode: 401, body: { status: 'error', message: MSG.socialFailed, code: 'common.socialFailed' } };
    expect(await call(t, 'POST', '/auth/google', { accessToken: await idToken(claims, strangerKey) })).toEqual(rejected);
    expect(await call(t, 'POST', '/auth/google', { accessToken: await idToken(claims, signingKey, 'someone-else') })).toEqual(rejected);
    expect(await call(t, 'POST', '/auth/google', { accessToken: await idToken({ ...claims, email_verified: false }) })).toEqual(rejected);
    expect(await call(t, 'POST', '/auth/google', { accessToken: 'not-a-jwt' })).toEqual(rejected);
  });
});

describe('Facebook', () => {
  it('creates a verified account on first sign-in and logs into it later', async () => {
    const first = await call(t, 'POST', '/auth/facebook', { accessToken: 'fb-good', userID: '1001' });
    expect(first.statusCode).toBe(200);
    expect(first.body.user).toMatchObject({ email: 'maya@example.com', emailVerified: 'true' });
    const second = await call(t, 'POST', '/auth/facebook', { accessToken: 'fb-good', userID: '1001' });
    expect((second.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
  });

  it("rejects another app's token, an unknown token and a mismatched user id", async () => {
    for (const body of [
      { accessToken: 'fb-other-app', userID: '1002' },
      { accessToken: 'fb-unknown', userID: '1001' },
      { accessToken: 'fb-good', userID: '2002' },
    ]) {
      expect((await call(t, 'POST', '/auth/facebook', body)).statusCode).toBe(401);
    }
  });
});
