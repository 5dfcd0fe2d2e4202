// People's coded answers of issue 10 (blocks, the studio request, the artist code, Edit Information,
// initiate follows), the spec's words where it has them. English is `locales/en/accountMessages.json`;
// `./texts` registers its translations. Apart from MSG so the shell's first paint never carries them.
// Texts a shared form rule returns (field problems) stay in MSG, where the forms kit looks them up, and so
// do the block refusals (theyBlockedYou, youBlockedThem), which every remote and the snack translate.
import { codedTexts } from '../../errors/coded';
import accountTexts from '../../../locales/en/accountMessages.json';

export const ACCOUNT_MSG = accountTexts.msg;

/** ACCOUNT_MSG with a code for each text ('account.<key>'): what the server answers. */
export const ACCOUNT_CODED = /* @__PURE__ */ codedTexts('account', ACCOUNT_MSG);
