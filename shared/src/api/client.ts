// The axios clients for the three bases. Each adds the JWT header, refuses authenticated calls without a
// token ('Please login first'), and turns the {status, message} envelope into a resolved value or an ApiError.
import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { MSG } from '../messages';
import { sessionStore } from '../stores/session';
import type { Envelope } from '../types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call needs a logged-in user; without a token it fails with 'Please login first'. */
    requireAuth?: boolean;
  }
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope status ('error', 'not-found', 'validate-error', …) or 'network'. */
    readonly status: string,
    readonly httpStatus: number | null = null,
    readonly body: Envelope | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** All messages when the server sent a list (validation errors). */
  get messages(): string[] {
    const m = this.body?.message;
    return Array.isArray(m) ? m.map(String) : [this.message];
  }
}

const firstMessage = (m: unknown, fallback: string): string =>
  Array.isArray(m) ? String(m[0] ?? fallback) : typeof m === 'string' && m ? m : fallback;

/** Resolve a success envelope; throw anything else as an ApiError carrying the server's message. */
export function unwrapEnvelope<T extends Envelope>(response: AxiosResponse<T>): T {
  const body = response.data;
  if (body && typeof body === 'object' && body.status === 'success') return body;
  const status = body && typeof body === 'object' ? String(body.status) : 'error';
  throw new ApiError(firstMessage(body?.message, MSG.somethingWrong), status, response.status, body ?? null);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const axiosError = error as AxiosError<Envelope>;
  const body = axiosError.response?.data;
  if (body && typeof body === 'object' && 'status' in body) {
    return new ApiError(firstMessage(body.message, MSG.somethingWrong), String(body.status), axiosError.response!.status, body);
  }
  return new ApiError(MSG.tryAgainNetwork, 'network', axiosError.response?.status ?? null);
}

export function createClient(baseURL: string): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 30_000 });
  client.interceptors.request.use((config) => {
    const { token } = sessionStore.get();
    if (config.requireAuth && !token) throw new ApiError(MSG.pleaseLoginFirst, 'unauthenticated');
    if (token) config.headers.set('Authorization', `JWT ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => (response.config.responseType && response.config.responseType !== 'json' ? response : { ...response, data: unwrapEnvelope(response) }),
    (error) => Promise.reject(toApiError(error)),
  );
  return client;
}

/** {api}, {auth} and {chat} of spec §7. Same origin; nginx or the Node server routes them. */
export const api = createClient('/api');
export const authApi = createClient('/auth');
export const chatApi = createClient('/chat');
