// People's texts in every language: the 'accountMessages' namespace, which translates people's coded
// answers (`./errors`). Imported by mf-social (blocks, the studio request, the artist code, Edit Information).
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/accountMessages.json';

export const ACCOUNT_TEXTS = 'accountMessages';

registerTexts(ACCOUNT_TEXTS, english, (language) => import(`../../../locales/${language}/accountMessages.json`), { domain: 'account', prefix: 'msg' });
