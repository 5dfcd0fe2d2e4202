// The api clients for the three bases. Each adds the JWT header, refuses authenticated calls without a
// token ('Please login first'), and turns the {status, message} envelope into a resolved value or an ApiError.
// A small XMLHttpRequest client instead of axios (ADR 0007: axios was ≈21 KB gz on every page); XHR rather
// than fetch because uploads report their progress.
import type { TextValues, Worded } from '../errors/coded';
import { MSG, MSG_CODED } from '../messages';
import { sessionStore } from '../stores/session';
import { takeEarlyAnswer } from './early-answers';
import { queryString } from './query-string';

export { queryString };
import type { Envelope } from './answers';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope status ('error', 'not-found', 'validate-error', …) or 'network'. */
    readonly status: string,
    readonly httpStatus: number | null = null,
    readonly body: Envelope | null = null,
    /** The text's code (issue 22 §2): the server's, or ours for what never reached it. */
    readonly code: string | undefined = firstCode(body?.code),
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** What the server filled the text's placeholders with. */
  get values(): TextValues | undefined {
    return this.body?.values as TextValues | undefined;
  }
  /** All messages when the server sent a list (validation errors). */
  get messages(): string[] {
    const m = this.body?.message;
    return Array.isArray(m) ? m.map(String) : [this.message];
  }
  /** Each message with its code, to be shown in the page's language. */
  get texts(): Worded[] {
    const codes = this.body?.code;
    return this.messages.map((message, i) => ({ message, code: Array.isArray(codes) ? String(codes[i]) : i === 0 ? this.code : undefined, values: this.values }));
  }
}

/** The server's answer when a block between two people refused the call (status 'blocked' or 'blocking'). */
export const blockMessage = (error: unknown): ApiError | undefined =>
  error instanceof ApiError && (error.status === 'blocked' || error.status === 'blocking') ? error : undefined;

/** How far an upload has come; `progress` is 0–1 when the size is known. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  progress?: number;
}

export interface RequestConfig {
  /** Query parameters; undefined and null values are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The call needs a logged-in user; without a token it fails with 'Please login first'. */
  requireAuth?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; the client's default is 30 s. */
  timeout?: number;
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
}

/** One request as it goes out: `url` is the path under the client's base, `data` JSON text or FormData. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PATCH';
  baseURL: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  data: string | FormData | undefined;
  timeout: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** The HTTP answer, its body parsed as JSON when it is JSON. Rejects when no answer came (network, timeout, abort). */
export type Transport = (request: TransportRequest) => Promise<{ status: number; body: unknown }>;

const firstMessage = (m: unknown, fallback: string): string =>
  Array.isArray(m) ? String(m[0] ?? fallback) : typeof m === 'string' && m ? m : fallback;

/** The request never got a server's answer (or not one of ours). */
const networkError = (status: number | null = null) => new ApiError(MSG.tryAgainNetwork, 'network', status, null, MSG_CODED.tryAgainNetwork.code);

const firstCode = (code: unknown): string | undefined => (Array.isArray(code) ? code[0] : typeof code === 'string' ? code : undefined);

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && 'status' in body;

/** Resolve a success envelope; throw anything else as an ApiError carrying the server's message. */
export function unwrapEnvelope<T extends Envelope>(response: ApiResponse<T>): T {
  const body = response.data;
  if (isEnvelope(body) && body.status === 'success') return body;
  const envelope = isEnvelope(body) ? body : null;
  throw new ApiError(firstMessage(envelope?.message, MSG.somethingWrong), envelope ? String(envelope.status) : 'error', response.status, envelope);
}

/** A 2xx answer's envelope, as a response (an answer that is not a success envelope throws). */
const unwrapped = <T>(answer: { status: number; body: unknown }): ApiResponse<T> => ({
  status: answer.status,
  data: unwrapEnvelope({ status: answer.status, data: answer.body as Envelope }) as T,
});

/** An HTTP error: the server's envelope when it sent one, else the network message. */
function httpError(status: number, body: unknown): ApiError {
  if (isEnvelope(body)) return new ApiError(firstMessage(body.message, MSG.somethingWrong), String(body.status), status, body);
  return networkError(status);
}

/**
 * The browser's turn before a request goes out, where it has `scheduler.yield` (Chromium): opening and sending
 * a request costs a phone's slow CPU several ms, and a page's first requests all start in one task (ADR 0031).
 */
const browserTurn = (): Promise<void> | undefined => (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();

/** The browser's transport: XMLHttpRequest (same origin, so the session cookie goes along as usual). */
export const xhrTransport: Transport = (request) => {
  const turn = browserTurn();
  return turn ? turn.then(() => sendByXhr(request)) : sendByXhr(request);
};

const sendByXhr: Transport = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new Error('aborted'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, `${request.baseURL}${request.url}${queryString(request.params)}`);
    xhr.timeout = request.timeout;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (e) => report({ loaded: e.loaded, ...(e.lengthComputable && { total: e.total, progress: e.total ? e.loaded / e.total : 0 }) });
    }
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort);
    const fail = (reason: string) => () => {
      request.signal?.removeEventListener('abort', abort);
      reject(new Error(reason));
    };
    xhr.onerror = fail('network error');
    xhr.ontimeout = fail('timeout');
    xhr.onabort = fail('aborted');
    xhr.onload = () => {
      request.signal?.removeEventListener('abort', abort);
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.send(request.data ?? null);
  });

export interface ApiClient {
  get<T = Envelope>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = Envelope>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  /** PATCH with no body or a JSON body (the spec's hide and block calls). */
  patch<T = Envelope>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  /**
   * The page's own successful answer to this GET, at once, read by `read` as the request's answer would be,
   * and used up (undefined when the page holds none): a query's `initialData`, so a first visit renders the
   * page's content at once instead of its placeholders first (ADR 0029's last addendum).
   */
  early<E, T>(url: string, read: (data: E) => T, config?: Pick<RequestConfig, 'params'>): T | undefined;
  /** `transport` is what the test kit's fakeNetwork replaces. */
  defaults: { baseURL: string; timeout: number; transport: Transport };
}

async function transmit(transport: Transport, request: TransportRequest): Promise<{ status: number; body: unknown }> {
  try {
    return await transport(request);
  } catch {
    throw networkError();
  }
}

export function createClient(baseURL: string): ApiClient {
  const defaults = { baseURL, timeout: 30_000, transport: xhrTransport };
  async function send<T>(method: TransportRequest['method'], url: string, body: unknown, config: RequestConfig = {}): Promise<ApiResponse<T>> {
    const { token } = sessionStore.get();
    if (config.requireAuth && !token) throw new ApiError(MSG.pleaseLoginFirst, 'unauthenticated', null, null, MSG_CODED.pleaseLoginFirst.code);
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers };
    if (token) headers.Authorization = `JWT ${token}`;
    let data: string | FormData | undefined;
    if (body instanceof FormData) data = body;
    else if (body !== undefined) {
      data = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
    const request: TransportRequest = {
      method,
      baseURL: defaults.baseURL,
      url,
      params: { ...config.params },
      headers,
      data,
      timeout: config.timeout ?? defaults.timeout,
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
    };
    // The page's first requests may be answered in it already, for a visitor or for the session's viewer.
    const early = method === 'GET' ? takeEarlyAnswer(pageAddress(url, request.params), !!token) : undefined;
    const answer = early ?? (await transmit(defaults.transport, request));
    if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body);
    return unwrapped<T>(answer);
  }
  /** The address the server wrote a first answer under: the whole URL with its query. */
  const pageAddress = (url: string, params: RequestConfig['params']) => `${defaults.baseURL}${url}${queryString({ ...params })}`;
  function early<E, T>(url: string, read: (data: E) => T, config: Pick<RequestConfig, 'params'> = {}): T | undefined {
    const answer = takeEarlyAnswer(pageAddress(url, config.params), !!sessionStore.get().token, { onlySuccess: true });
    if (!answer) return undefined;
    try {
      return read(unwrapped<E>(answer).data);
    } catch {
      return undefined; // not a success envelope: the request asks the server, and shows its error
    }
  }
  return {
    defaults,
    get: (url, config) => send('GET', url, undefined, config),
    post: (url, body, config) => send('POST', url, body, config),
    patch: (url, body, config) => send('PATCH', url, body, config),
    early,
  };
}

/** {api}, {auth} and {chat} of spec §7. Same origin; nginx or the Node server routes them. */
export const api = createClient('/api');
export const authApi = createClient('/auth');
export const chatApi = createClient('/chat');
