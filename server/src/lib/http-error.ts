// Errors that carry the spec's envelope: thrown anywhere in a handler, answered by the error handler
// with the HTTP code and {status, message, code?, values?}.
// Codes, not sentences (issue 22 §2): a text from a message table is passed as its CodedText, so the answer
// keeps the spec's English `message` and adds the stable `code` ('<domain>.<key>') a client translates by,
// with the `values` its placeholders were filled with. A plain string (the operators' console's English)
// answers as before, without a code.
import type { CodedText, TextValues } from '@kala/shared/errors';
import { MSG_CODED } from '@kala/shared/messages';

/** What an answer says: a coded text, a list of them (registration), or plain English. */
export type AnswerText = string | CodedText | readonly string[] | readonly CodedText[];

/** The worded fields of an answer: `code` has the shape of `message`; `values` only for a filled text. */
export interface AnswerFields {
  message: string | string[];
  code?: string | string[];
  values?: TextValues;
}

const hasValues = (values: TextValues | undefined): values is TextValues => values !== undefined && Object.keys(values).length > 0;

const isCodedList = (list: readonly string[] | readonly CodedText[]): list is readonly CodedText[] => list.some((t) => typeof t !== 'string');

/** The answer's fields for a text: `{message, code, values?}` for a coded one, `{message}` for plain English. */
export function textFields(text: CodedText): { message: string; code: string; values?: TextValues };
export function textFields(text: AnswerText): AnswerFields;
export function textFields(text: AnswerText): AnswerFields {
  if (typeof text === 'string') return { message: text };
  if (Array.isArray(text)) {
    const list = text as readonly string[] | readonly CodedText[];
    return isCodedList(list) ? { message: list.map((t) => t.message), code: list.map((t) => t.code) } : { message: [...list] };
  }
  const coded = text as CodedText;
  return { message: coded.message, code: coded.code, ...(hasValues(coded.values) ? { values: coded.values } : {}) };
}

const englishOf = (text: AnswerText): string => {
  const { message } = textFields(text);
  return Array.isArray(message) ? message.join('; ') : message;
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
    readonly text: AnswerText,
    /** Extra answer headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(englishOf(text));
  }

  toJSON(): { status: string } & AnswerFields {
    return { status: this.status, ...textFields(this.text) };
  }
}

export const badRequest = (message: AnswerText, status = 'error'): HttpError => new HttpError(400, status, message);
export const unauthorized = (message: AnswerText = MSG_CODED.pleaseLoginFirst): HttpError => new HttpError(401, 'error', message);
export const forbidden = (status: string, message: AnswerText): HttpError => new HttpError(403, status, message);
export const notFound = (message: AnswerText = MSG_CODED.notFound): HttpError => new HttpError(404, 'not-found', message);
export const tooManyRequests = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'error', MSG_CODED.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
