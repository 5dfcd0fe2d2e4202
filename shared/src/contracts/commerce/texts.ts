// Commerce's texts in every language: the 'commerceMessages' namespace, which translates commerce's coded
// answers (`./errors`: cart, order and shipping). Imported by mf-commerce.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/commerceMessages.json';

export const COMMERCE_TEXTS = 'commerceMessages';

registerTexts(COMMERCE_TEXTS, english, (language) => import(`../../../locales/${language}/commerceMessages.json`), { domain: 'commerce', prefix: 'cmsg' });
