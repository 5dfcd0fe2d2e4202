// The 'chatMessages' namespace: a domain's worded answers, whose English the server words (`locales/en/chatMessages.json`).
// Registered by mf-messaging (the chat's answers), which imports this file.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/chatMessages.json';

export const CHAT_TEXTS = 'chatMessages';

registerTexts(CHAT_TEXTS, english, (language) => import(`../../../locales/${language}/chatMessages.json`));
