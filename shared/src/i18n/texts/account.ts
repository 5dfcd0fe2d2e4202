// The 'accountMessages' namespace: a domain's worded answers, whose English the server words (`locales/en/accountMessages.json`).
// Registered by mf-social (blocks, the studio request, the artist code, Edit Information), which imports this file.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/accountMessages.json';

export const ACCOUNT_TEXTS = 'accountMessages';

registerTexts(ACCOUNT_TEXTS, english, (language) => import(`../../../locales/${language}/accountMessages.json`));
