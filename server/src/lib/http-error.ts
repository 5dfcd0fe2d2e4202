// Errors that carry the spec's envelope: thrown anywhere in a handler, answered by the error handler
// with the HTTP code and {status, message}.
import { MSG } from '@kala/shared/messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
    readonly body: string | string[],
    /** Extra answer headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(body) ? body.join('; ') : body);
  }

  toJSON(): { status: string; message: string | string[] } {
    return { status: this.status, message: this.body };
  }
}

export const badRequest = (message: string | string[], status = 'error'): HttpError => new HttpError(400, status, message);
export const unauthorized = (message: string = MSG.pleaseLoginFirst): HttpError => new HttpError(401, 'error', message);
export const forbidden = (status: string, message: string): HttpError => new HttpError(403, status, message);
export const notFound = (message: string = MSG.notFound): HttpError => new HttpError(404, 'not-found', message);
export const tooManyRequests = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'error', MSG.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
