import type { MsgKey } from '../messages';

/** True when a value is missing or only whitespace. */
export const isBlank = (value: unknown): boolean => value == null || String(value).trim() === '';

/** Cut text at n characters; add an ellipsis when cut. */
export const truncate = (text: string, n: number): string => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);

/** Devanagari digits typed ('५,०००', '२०४७-०५-१२') as Latin ones, so a field reads either; all else as it is. */
export const latinDigits = (text: string): string => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A failed rule: the message key of spec §8 and the values it is filled with. */
export interface Problem {
  key: MsgKey;
  values?: Record<string, number>;
}
/** A failed rule of one form field. */
export interface FieldProblem<F extends string> extends Problem {
  field: F;
}
