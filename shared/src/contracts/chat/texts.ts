// The chat's texts in every language: the 'chatMessages' namespace, which translates the chat's coded
// answers (`./errors`). Imported by mf-messaging, whose pages show them.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/chatMessages.json';

export const CHAT_TEXTS = 'chatMessages';

registerTexts(CHAT_TEXTS, english, (language) => import(`../../../locales/${language}/chatMessages.json`), { domain: 'chat', prefix: 'msg' });
