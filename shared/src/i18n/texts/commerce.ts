// The 'commerceMessages' namespace: a domain's worded answers, whose English the server words (`locales/en/commerceMessages.json`).
// Registered by mf-commerce (cart, order and shipping answers), which imports this file.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/commerceMessages.json';

export const COMMERCE_TEXTS = 'commerceMessages';

registerTexts(COMMERCE_TEXTS, english, (language) => import(`../../../locales/${language}/commerceMessages.json`));
