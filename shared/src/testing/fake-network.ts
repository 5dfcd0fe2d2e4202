// The one way tests fake the network: every api client of @kala/shared (and fetch) answers from a
// handler, so the real client code (JWT header, envelope unwrapping, ApiError) still runs. Browser tests
// in e2e/ never fake.
import { api, authApi, chatApi, type ApiClient, type Transport } from '../api/client';

export interface FakeRequest {
  method: string;
  /** The path under the client's base ('/product/x'); for fetch, the URL as given. */
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** The body as sent: JSON text, FormData, or undefined. */
  data: unknown;
}
export interface FakeReply {
  status?: number;
  body: unknown;
}
/** Answers a request; throwing (or rejecting) is a network failure. */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Every request the fake network saw since the last fakeNetwork call, in order. */
export const requests: FakeRequest[] = [];

/** No network at all: every call fails as a dropped connection would. */
export const offline: FakeHandler = () => {
  throw new Error('offline');
};

function record(request: FakeRequest): FakeRequest {
  requests.push(request);
  return request;
}

const transportFor =
  (handler: FakeHandler): Transport =>
  async ({ method, url, params, headers, data }) => {
    const { status = 200, body } = await handler(record({ method, url, params, headers: { ...headers }, data }));
    return { status, body };
  };

const fetchFor = (handler: FakeHandler) => async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = record({ method: (init?.method ?? 'GET').toUpperCase(), url: String(input), params: {}, headers: {}, data: init?.body });
  const { status = 200, body } = await handler(request);
  return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
};

/**
 * Answer every call from `handler`: the api, auth and chat clients (or the `clients` given) and fetch.
 * Clears `requests`. Call it again to change the answers.
 */
export function fakeNetwork(handler: FakeHandler, clients: ApiClient[] = [api, authApi, chatApi]): FakeRequest[] {
  requests.length = 0;
  for (const client of clients) client.defaults.transport = transportFor(handler);
  globalThis.fetch = fetchFor(handler) as typeof fetch;
  return requests;
}
