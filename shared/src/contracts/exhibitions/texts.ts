// Exhibitions' texts in every language: the 'exhibitionsMessages' namespace, which translates the coded
// answers (`./errors`: the spec's exhibition texts, the enquiry form's). Imported by mf-exhibitions.
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/exhibitionsMessages.json';

export const EXHIBITIONS_TEXTS = 'exhibitionsMessages';

registerTexts(EXHIBITIONS_TEXTS, english, (language) => import(`../../../locales/${language}/exhibitionsMessages.json`), { domain: 'exhibitions', prefix: 'msg' });
