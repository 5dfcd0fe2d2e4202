// The chat's coded answers (the spec's words where it has them): what the server answers and a client
// translates by code. English is `locales/en/chatMessages.json`; `./texts` registers its translations.
import { codedTexts } from '../../errors/coded';
import chatTexts from '../../../locales/en/chatMessages.json';

export const CHAT_MSG = chatTexts.msg;

/** CHAT_MSG with a code for each text ('chat.<key>'): what the server answers. */
export const CHAT_CODED = /* @__PURE__ */ codedTexts('chat', CHAT_MSG);

export type ChatMsgKey = keyof typeof CHAT_MSG;
