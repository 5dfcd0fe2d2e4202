// Answers whose JSON is text already (an artwork's kept card, modules/catalogue/cards.ts): sent as they are.
import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON text: Fastify serialises only what is not a string, and would call a string plain text. */
export const sendJsonText = (reply: FastifyReply, text: string): FastifyReply => reply.type(JSON_TYPE).send(text);

/** Sends `{ status: 'success', message }` whose message is JSON text already. */
export const sendSuccessJsonText = (reply: FastifyReply, message: string): FastifyReply => sendJsonText(reply, `{"status":"success","message":${message}}`);
