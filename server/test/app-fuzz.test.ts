// Fuzzing every operation of the OpenAPI document (issue 7): wrong types, NUL bytes, huge and odd numbers,
// bad percent-encoding, over-long values, broken multipart and tokens that name no session. No answer may
// be a server error, and every answer but the documentation page and stored files is the JSON envelope.
// Deterministic: the values come from a seeded generator and the requests go one after another.
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ROLES } from '@kala/shared/constants';
import { seed } from '../src/seed';
import { createTestApp, type TestApp } from './support/app';
import { makeUser } from './support/users';

jest.setTimeout(180_000);

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: { type?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string }> } }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

interface Answer {
  status: number;
  type: string;
  text: string;
}

interface Probe {
  method: string;
  /** Already encoded: sent as it is. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seedValue: number): () => number {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261122);
const ALPHABET = 'abcXYZ019 -_.~!*\'();:@&=+$,/?#[]%"<>\\^`{|}\u00e9\u0928\u4e2d\u{1f600}';
const randomText = (length: number) => Array.from({ length }, () => [...ALPHABET][Math.floor(random() * [...ALPHABET].length)]).join('');

/** Values for a path or query parameter: raw (sent as written) or text (percent-encoded first). */
const PARAM_VALUES: { raw?: string; text?: string }[] = [
  { text: '' },
  { text: 'a\u0000b' },
  { raw: '%' },
  { raw: '%zz' },
  { raw: '%E0%A4%A' },
  { raw: '%C0%AF' },
  { text: '1e400' },
  { text: '-1e400' },
  { text: 'Infinity' },
  { text: 'NaN' },
  { text: '-0' },
  { text: '-1' },
  { text: '1.5' },
  { text: '1180591620717411303424' },
  { text: '9223372036854775808' },
  { text: '0x10' },
  { text: 'true' },
  { text: '[]' },
  { text: '../../package.json' },
  { text: "' or 1=1 --" },
  { text: 'a'.repeat(501) },
  { text: 'a'.repeat(10_001) },
  ...Array.from({ length: 8 }, (_v, i) => ({ text: randomText(4 + i * 9) })),
];

/** JSON property values: written into the body text as they are, so 1e400 and -0 reach the parser. */
const JSON_VALUES = [
  'null',
  'true',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e400',
  '-1e400',
  '1180591620717411303424',
  '"Infinity"',
  '"1e400"',
  '[]',
  '{}',
  '"a\\u0000b"',
  JSON.stringify('x'.repeat(10_001)),
  ...Array.from({ length: 4 }, (_v, i) => JSON.stringify(randomText(8 + i * 20))),
];

/** Whole bodies that are not what any route expects. */
const BODIES = ['', 'null', '[]', '"text"', '1e400', '{', '{"a":1}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'];

const CRLF = '\r\n';
const multipart = (boundary: string, fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`)
    .join('') + `--${boundary}--${CRLF}`;

const FORM = { name: 'Fuzz', description: 'x', 'categories[]': 'painting', price: '100', stock: '1' };
const MULTIPART_PROBES: { headers: Record<string, string>; body: string }[] = [
  { headers: { 'content-type': 'multipart/form-data' }, body: multipart('b0undary', FORM) },
  { headers: { 'content-type': 'multipart/form-data; boundary=' }, body: multipart('b0undary', FORM) },
  { headers: { 'content-type': 'multipart/form-data; boundary=wrong' }, body: multipart('b0undary', FORM) },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: multipart('b0undary', FORM).slice(0, 60) },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: `--b0undary${CRLF}Content-Disposition: form-data; name="image"; filename="x.jpg"${CRLF}${CRLF}\u00ff\u00d8\u00ff` },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: multipart('b0undary', { ...FORM, name: 'a\u0000b', price: '1e400' }) },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: multipart('b0undary', { ...FORM, price: '1180591620717411303424', stock: 'Infinity' }) },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: multipart('b0undary', { ...FORM, 'categories[]': 'a\u0000b', 'tags[]': '\u0000' }) },
  { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body: '' },
];

/** Paths not answered with the envelope when they succeed: the docs page and its files, stored files. */
const NOT_JSON_ON_SUCCESS = [/^\/api\/docs(\/|$)/, /^\/api\/mediafile\//, /^\/media\//];

function send(base: string, probe: Probe): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: probe.method, path: probe.path, headers: { connection: 'close', ...probe.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (probe.body !== undefined) req.write(probe.body);
    req.end();
  });
}

/** What is wrong with an answer, or null. */
function problemWith(probe: Probe, answer: Answer): string | null {
  if (answer.status >= 500 || answer.status === 0) return `server error ${answer.status}`;
  const path = probe.path.split('?')[0];
  if (answer.status < 300 && NOT_JSON_ON_SUCCESS.some((re) => re.test(path))) return null;
  if (answer.status < 300 && path === '/api/dev/outbox') return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `not JSON (${answer.status}): ${answer.text.slice(0, 80)}`;
  }
  const envelope = body as { status?: unknown; message?: unknown; code?: unknown; values?: unknown };
  if (typeof envelope.status !== 'string') return `no status (${answer.status}): ${answer.text.slice(0, 80)}`;
  if (answer.status >= 400) {
    const { message, code, values } = envelope;
    const ok = typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
    // The code (issue 22 §2), when there is one, has the message's shape; values are only ever an object.
    const codeOk =
      code === undefined ||
      (typeof message === 'string' ? typeof code === 'string' : Array.isArray(code) && code.length === (message as unknown[]).length && code.every((c) => typeof c === 'string'));
    const valuesOk = values === undefined || (typeof values === 'object' && values !== null && !Array.isArray(values));
    const known = Object.keys(envelope).every((k) => ['status', 'message', 'code', 'values'].includes(k));
    if (!ok || !codeOk || !valuesOk || !known) return `not the envelope (${answer.status}): ${answer.text.slice(0, 80)}`;
  }
  return null;
}

let t: TestApp;
const fill: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 3 });
  const work = await t.db.one<{ id: string; slug: string; file: string }>(
    `select a.id, a.slug, (select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s where i.artwork_id = a.id limit 1) as file
       from artworks a limit 1`,
  );
  const artist = await t.db.one<{ id: string }>('select id from users where role between 11 and 20 limit 1');
  Object.assign(fill, {
    ...{ id: work!.id, productId: work!.id, product: work!.id, product_id: work!.id, slug: work!.slug, '*': work!.file },
    ...{ cat: 'all', categoryId: 'painting', term: 'art', total: '5', token: 'abc', code: 'ABCDEFGH', artist: artist!.id },
    ...{ comment: 'Lovely', email: 'buyer@kala.test', password: 'letmein7', accessToken: 'token', userID: '1', name: 'Fuzz' },
  });
  const key = new TextEncoder().encode(t.config.jwtSecret);
  const sign = (subject: string) => new SignJWT({ role: ROLES.user }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt().setExpirationTime('1h').sign(key);
  tokens.user = (await makeUser(t)).token;
  tokens.artist = (await makeUser(t, { role: ROLES.artist })).token;
  tokens.nobody = await sign(randomUUID());
  tokens.notUuid = await sign('not-a-uuid');
  tokens.garbage = 'a.b.c';
});
afterAll(() => t.close());

/** A path with every {param} filled, one of them possibly replaced by an attack value. */
function pathWith(template: string, name?: string, value?: { raw?: string; text?: string }): string {
  return template.replace(/\{([^}]+)\}/g, (_m, param: string) => {
    if (param === name && value) return value.raw ?? encodeURIComponent(value.text ?? '');
    return encodeURIComponent(fill[param] ?? 'x').replace(/%2F/g, '/');
  });
}

function probesFor(path: string, method: string, op: Operation): Probe[] {
  const M = method.toUpperCase();
  const auth = (token: string) => ({ authorization: `JWT ${token}` });
  const probes: Probe[] = [];
  const base = pathWith(path);
  // Every kind of token on the plain call.
  for (const token of Object.values(tokens)) probes.push({ method: M, path: base, headers: auth(token) });
  probes.push({ method: M, path: base, headers: { authorization: 'JWT' } });
  // Each path and query parameter with each attack value.
  for (const p of op.parameters ?? []) {
    for (const value of PARAM_VALUES) {
      const target = p.in === 'path' ? pathWith(path, p.name, value) : `${base}?${p.name}=${value.raw ?? encodeURIComponent(value.text ?? '')}`;
      probes.push({ method: M, path: target, headers: auth(tokens.artist) });
    }
  }
  if (M === 'POST') {
    // Each JSON property with each value, then whole bodies, then broken multipart.
    const json = { 'content-type': 'application/json', ...auth(tokens.artist) };
    const properties = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {});
    for (const name of properties) {
      for (const value of JSON_VALUES) {
        const others = properties.filter((n) => n !== name).map((n) => `${JSON.stringify(n)}:${JSON.stringify(fill[n] ?? 'x')}`);
        probes.push({ method: M, path: base, headers: json, body: `{${[...others, `${JSON.stringify(name)}:${value}`].join(',')}}` });
      }
    }
    for (const body of BODIES) probes.push({ method: M, path: base, headers: json, body });
    probes.push({ method: M, path: base, headers: { 'content-type': 'application/json' }, body: '' });
    for (const token of [tokens.artist, tokens.user]) {
      for (const m of MULTIPART_PROBES) probes.push({ method: M, path: base, headers: { ...m.headers, ...auth(token) }, body: m.body });
    }
  }
  return probes;
}

/** Requests outside any one operation: the router and the HTTP parser. */
const EDGE_PROBES: Probe[] = [
  { method: 'GET', path: '/api/product/%' },
  { method: 'GET', path: '/api/product/%E0%A4%A' },
  { method: 'GET', path: '/api/products/category/all?skip=%' },
  { method: 'GET', path: `/api/product/${'a'.repeat(600)}` },
  { method: 'GET', path: `/api/search/${'a'.repeat(11_000)}` },
  { method: 'GET', path: `/api/check?${'q'.repeat(11_000)}=1` },
  { method: 'GET', path: '/api/check', headers: { 'x-long': 'a'.repeat(20_000) } },
  { method: 'GET', path: '/api/check', headers: { cookie: 'c'.repeat(70_000) } },
  { method: 'POST', path: '/auth/authenticate', headers: { 'content-type': 'application/json' }, body: '' },
  { method: 'POST', path: '/auth/login', headers: { 'content-type': 'application/json' }, body: `{"email":"${'e'.repeat(2_000_000)}"}` },
  { method: 'POST', path: '/auth/login', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  { method: 'PUT', path: '/api/cart' },
  { method: 'DELETE', path: '/auth/login' },
];

it('answers every operation of the OpenAPI document below 500, in the envelope', async () => {
  await t.app.ready();
  const doc = t.app.swagger() as Doc;
  const probes = [
    ...Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).flatMap(([method, op]) => probesFor(path, method, op))),
    ...EDGE_PROBES,
  ];
  const problems: string[] = [];
  for (const probe of probes) {
    const answer = await send(t.url, probe).catch((err: Error) => ({ status: 0, type: '', text: err.message }));
    const problem = problemWith(probe, answer);
    if (problem) problems.push(`${probe.method} ${probe.path.slice(0, 100)} ${probe.body === undefined ? '' : String(probe.body).slice(0, 60)} -> ${problem}`);
  }
  console.log(`fuzz: ${probes.length} requests to ${Object.keys(doc.paths).length} paths, ${problems.length} problems`);
  expect(problems.slice(0, 40)).toEqual([]);
});
