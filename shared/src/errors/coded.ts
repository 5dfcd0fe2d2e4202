// Codes, not sentences (issue 22 §2). Every answer the server words from one of the message tables keeps the
// spec's English `message` (clients of the spec rely on it) and carries a stable `code`, '<domain>.<key>',
// with the `values` its placeholders were filled with. Clients translate by code through the page's translator, one way
// everywhere (errorText); the English is only what an unknown code falls back to.
// No React and no translator here: the server imports this module.

export type TextValues = Record<string, string | number>;

/** A text with its code: what the server answers, what a client translates. */
export interface CodedText {
  readonly code: string;
  readonly message: string;
  readonly values?: TextValues;
}

/**
 * Where each domain's codes are translated: a texts namespace and the key prefix in it ('chatMessages:msg').
 * The kernel's own table (`common`) is known from the start; a domain's texts module registers its own when
 * it registers its namespace (`registerTexts(…, { domain, prefix })`, `@kala/shared/contracts/<domain>/texts`),
 * so the kernel names no domain and, until the remote that shows a domain's answers has loaded, its English shows.
 */
const codeTexts = new Map<string, string>([['common', 'translation:msg']]);

/** Say that `namespace` translates `domain`'s codes under `prefix` (i18n's registerTexts calls it). */
export const registerCodeTexts = (domain: string, namespace: string, prefix: string): void => void codeTexts.set(domain, `${namespace}:${prefix}`);

/** A message table with a code for each of its texts. */
export function codedTexts<T extends Record<string, string>>(domain: string, texts: T): { readonly [K in keyof T]: CodedText } {
  return Object.fromEntries(Object.entries(texts).map(([key, message]) => [key, { code: `${domain}.${key}`, message }])) as {
    [K in keyof T]: CodedText;
  };
}

/** A text with its {{name}} placeholders filled. */
export const fillText = (text: string, values: TextValues): string => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));

/** Fill a text's {{name}} placeholders; the values travel with it so a client can fill its translation. */
export const withValues = (text: CodedText, values: TextValues): CodedText => ({ code: text.code, message: fillText(text.message, values), values });

/** The translator's key ('ns:prefix.key') that translates a code, or undefined for a code of no known domain. */
export function textKeyOfCode(code: string): string | undefined {
  const dot = code.indexOf('.');
  const place = codeTexts.get(code.slice(0, dot));
  return dot > 0 && place ? `${place}.${code.slice(dot + 1)}` : undefined;
}

/** Something worded that may have a code: a CodedText, a server's ApiError, a text of ours. */
export interface Worded {
  readonly code?: string;
  readonly message: string;
  readonly values?: TextValues;
}

/** The key of a code in `domain`'s table ('common.emailTaken' → 'emailTaken'), or undefined for another's. */
export const keyOfCode = (code: string | undefined, domain: string): string | undefined =>
  code?.startsWith(`${domain}.`) ? code.slice(domain.length + 1) : undefined;
