// The 'exhibitionsMessages' namespace: a domain's worded answers, whose English the server words (`locales/en/exhibitionsMessages.json`).
// Registered by mf-exhibitions (the spec's exhibition texts, the enquiry form's), which imports this file.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/exhibitionsMessages.json';

export const EXHIBITIONS_TEXTS = 'exhibitionsMessages';

registerTexts(EXHIBITIONS_TEXTS, english, (language) => import(`../../../locales/${language}/exhibitionsMessages.json`));
