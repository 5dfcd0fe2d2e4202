// Answers whose JSON is text already (an artwork's kept card, modules/catalogue/cards.ts): sent as they are.
import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON text of one value of the contract `Of` (an Artwork, a StudioCard), to be spliced into an answer as it is. */
export type JsonText<Of extends string> = string & { readonly __jsonText: Of };

/** The JSON text of `answer` with `items` (JSON text already) as its field `key`. */
export function answerJson(answer: Record<string, unknown>, key: string, items: readonly JsonText<string>[]): string {
  const rest = JSON.stringify(answer);
  return `${rest.slice(0, -1)}${rest === '{}' ? '' : ','}${JSON.stringify(key)}:[${items.join(',')}]}`;
}

/** Sends JSON text: Fastify serialises only what is not a string, and would call a string plain text. */
export const sendJsonText = (reply: FastifyReply, text: string): FastifyReply => reply.type(JSON_TYPE).send(text);

/** Sends `{ status: 'success', message }` whose message is JSON text already. */
export const sendSuccessJsonText = (reply: FastifyReply, message: string): FastifyReply => sendJsonText(reply, `{"status":"success","message":${message}}`);
