// Commerce's coded answers: spec §8's cart, order and shipping messages word for word, and ours where the
// spec is silent. English is `locales/en/commerceMessages.json`; `./texts` registers its translations.
import { codedTexts } from '../../errors/coded';
import commerceTexts from '../../../locales/en/commerceMessages.json';

export const COMMERCE_MSG = commerceTexts.cmsg;

/** COMMERCE_MSG with a code for each text ('commerce.<key>'): what the server answers. */
export const COMMERCE_CODED = /* @__PURE__ */ codedTexts('commerce', COMMERCE_MSG);

export type CommerceMsgKey = keyof typeof COMMERCE_MSG;
