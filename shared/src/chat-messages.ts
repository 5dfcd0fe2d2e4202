// mf-messaging's texts (the spec's where it has them), apart from MSG so the shell's first paint never
// carries them: English is `locales/en/chatMessages.json`, which the server reads through here, and
// mf-messaging registers the namespace (`@kala/shared/texts/chat`).

import { codedTexts } from './errors/coded';
import chatTexts from '../locales/en/chatMessages.json';

export const CHAT_MSG = chatTexts.msg;

/** CHAT_MSG with a code for each text ('chat.<key>'): what the server answers. */
export const CHAT_CODED = /* @__PURE__ */ codedTexts('chat', CHAT_MSG);

export type ChatMsgKey = keyof typeof CHAT_MSG;
