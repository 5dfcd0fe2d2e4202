import { MSG } from '../messages';
import { session } from '../stores/session';
import { fakeNetwork, offline } from '../testing';
import type { User } from '../contracts/people';
import { ApiError, createClient, queryString, xhrTransport, type TransportRequest } from './client';

/** A client whose transport answers with the given status and body; `sent` lists what went out. */
function clientAnswering(httpStatus: number, body: unknown) {
  const client = createClient('/api');
  const sent = fakeNetwork(() => ({ status: httpStatus, body }), [client]);
  return { client, sent };
}

afterEach(() => session.logout());

describe('api client envelope', () => {
  it('resolves a success envelope', async () => {
    const { client } = clientAnswering(200, { status: 'success', message: [1, 2] });
    await expect(client.get('/x')).resolves.toMatchObject({ data: { status: 'success', message: [1, 2] } });
  });

  it('throws the server message when the status is not success, even on HTTP 200', async () => {
    const { client } = clientAnswering(200, { status: 'followed', message: 'Already' });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Already', status: 'followed' });
  });

  it('turns an HTTP error envelope into an ApiError with every message of a list', async () => {
    const { client } = clientAnswering(400, { status: 'validate-error', message: ['a', 'b'] });
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe('validate-error');
    expect(error.message).toBe('a');
    expect(error.messages).toEqual(['a', 'b']);
  });

  it("refuses an authenticated call without a token with 'Please login first' and sends nothing", async () => {
    const { client, sent } = clientAnswering(200, { status: 'success' });
    await expect(client.get('/secure', { requireAuth: true })).rejects.toMatchObject({ message: MSG.pleaseLoginFirst });
    expect(sent).toHaveLength(0);
  });

  it('sends the JWT header when logged in', async () => {
    session.login('abc', { _id: '1', id: '1', name: 'A', slug: 'a', role: 21 } as User);
    const { client, sent } = clientAnswering(200, { status: 'success' });
    await client.get('/secure', { requireAuth: true });
    expect(sent[0].headers.Authorization).toBe('JWT abc');
  });
});

describe('api client requests', () => {
  it('sends JSON bodies as JSON text, FormData as is, and keeps the params', async () => {
    const { client, sent } = clientAnswering(200, { status: 'success' });
    const form = new FormData();
    await client.post('/a', { x: 1 });
    await client.post('/b', form, { params: { skip: 15, price: undefined } });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/a', data: '{"x":1}', headers: { 'Content-Type': 'application/json' } });
    expect(sent[1].data).toBe(form);
    expect(sent[1].headers['Content-Type']).toBeUndefined();
    expect(sent[1].params).toEqual({ skip: 15, price: undefined });
  });

  it('turns a dropped connection and an HTTP error without an envelope into the network message', async () => {
    const client = createClient('/api');
    fakeNetwork(offline, [client]);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 'network', message: MSG.tryAgainNetwork, httpStatus: null });
    fakeNetwork(() => ({ status: 502, body: '<html>Bad gateway</html>' }), [client]);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 'network', message: MSG.tryAgainNetwork, httpStatus: 502 });
  });

  it('builds the query string, leaving out empty values', () => {
    expect(queryString({ orderby: 'new', price: '0,120000', skip: 0, missing: undefined, none: null })).toBe('?orderby=new&price=0%2C120000&skip=0');
    expect(queryString({})).toBe('');
  });
});

describe('the XMLHttpRequest transport', () => {
  /** A stand-in XMLHttpRequest that answers when told to. */
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    timeout = 0;
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      Object.assign(this, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
    answer(status: number, text: string) {
      Object.assign(this, { status, responseText: text });
      this.onload?.();
    }
  }
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = realXhr;
  });
  const request = (extra: Partial<TransportRequest> = {}): TransportRequest => ({
    method: 'GET', baseURL: '/api', url: '/x', params: { a: 1 }, headers: { Accept: 'application/json' }, data: undefined, timeout: 30_000, ...extra,
  });

  it('sends to base + path + query with the headers and timeout, and parses a JSON answer', async () => {
    const answer = xhrTransport(request());
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.timeout, xhr.headers]).toEqual(['GET', '/api/x?a=1', 30_000, { Accept: 'application/json' }]);
    xhr.answer(404, '{"status":"not-found"}');
    await expect(answer).resolves.toEqual({ status: 404, body: { status: 'not-found' } });
  });

  it("waits for the browser's turn before it opens a request, where the browser has scheduler.yield", async () => {
    let turn!: () => void;
    const scheduler = { yield: () => new Promise<void>((resolve) => (turn = resolve)) };
    Object.assign(globalThis, { scheduler });
    try {
      const before = FakeXhr.last;
      const answer = xhrTransport(request());
      expect(FakeXhr.last).toBe(before);
      turn();
      await new Promise((resolve) => setTimeout(resolve));
      expect(FakeXhr.last).not.toBe(before);
      FakeXhr.last.answer(200, '{"status":"success"}');
      await expect(answer).resolves.toEqual({ status: 200, body: { status: 'success' } });
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('keeps a body that is not JSON as text', async () => {
    const answer = xhrTransport(request());
    FakeXhr.last.answer(502, 'Bad gateway');
    await expect(answer).resolves.toEqual({ status: 502, body: 'Bad gateway' });
  });

  it('reports upload progress and rejects on abort, error and timeout', async () => {
    const seen: unknown[] = [];
    const controller = new AbortController();
    const aborted = xhrTransport(request({ method: 'POST', signal: controller.signal, onUploadProgress: (e) => seen.push(e) }));
    FakeXhr.last.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    controller.abort();
    await expect(aborted).rejects.toThrow('aborted');
    expect(seen).toEqual([{ loaded: 5, total: 10, progress: 0.5 }]);
    const failed = xhrTransport(request());
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow();
    const late = xhrTransport(request());
    FakeXhr.last.ontimeout?.();
    await expect(late).rejects.toThrow('timeout');
  });
});
