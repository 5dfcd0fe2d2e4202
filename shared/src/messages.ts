// Every user-facing message of spec document 2 §8, word for word: shared's English texts
// (`locales/en/translation.json`), msg.<key>. The English text is the spec's and is what the server puts in
// its answers. A limit in a text is a placeholder ({{max}}), filled from the constants where it is said.

import texts from '../locales/en/translation.json';
import { codedTexts, fillText, withValues, type CodedText, type TextValues } from './errors/coded';
import type { Problem } from './rules/text';

export const MSG = texts.msg;

/** MSG with a code for each text ('common.<key>'): what the server answers. */
export const MSG_CODED = /* @__PURE__ */ codedTexts('common', MSG);

export type MsgKey = keyof typeof MSG;

/**
 * What a notification says (the English the server sends as `message`; the client shows `notif.<kind>` in
 * the reader's language). `…Group` is the grouped form: "Asha and 4 others liked your post".
 */
const { approve: _approve, approved: _approved, ...NOTIFICATION_TEXTS } = texts.notif;
export { NOTIFICATION_TEXTS };

/** The key of NOTIFICATION_TEXTS for a notification of `kind` with `others` more people. */
export const notificationTextKey = (kind: string, others: number): keyof typeof NOTIFICATION_TEXTS =>
  `${kind}${others > 0 ? 'Group' : ''}` as keyof typeof NOTIFICATION_TEXTS;

/** Fill {{name}} placeholders of a message. */
export const formatMsg = (key: MsgKey, values: TextValues = {}): string => fillText(MSG[key], values);

/** A form rule's problem (a MSG key and the values it is filled with) as the coded text the server answers. */
export const problemText = (problem: Problem): CodedText => (problem.values ? withValues(MSG_CODED[problem.key], problem.values) : MSG_CODED[problem.key]);
