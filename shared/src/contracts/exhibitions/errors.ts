// Exhibitions' coded answers: the spec's texts (§2, §8) and the enquiry form's own. English is
// `locales/en/exhibitionsMessages.json`; `./texts` registers its translations.
import { codedTexts } from '../../errors/coded';
import exhibitionTexts from '../../../locales/en/exhibitionsMessages.json';

export const EXHIBITION_MSG = exhibitionTexts.msg;

/** EXHIBITION_MSG with a code for each text ('exhibitions.<key>'): what the server answers. */
export const EXHIBITION_CODED = /* @__PURE__ */ codedTexts('exhibitions', EXHIBITION_MSG);

export type ExhibitionMsgKey = keyof typeof EXHIBITION_MSG;
