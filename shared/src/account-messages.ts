// Issue 10's messages (blocks, the studio request, the artist code, Edit Information, initiate follows),
// the spec's texts word for word where it has them. Apart from MSG so the shell's first paint never carries
// them: English is `locales/en/accountMessages.json`, which the server reads through here, and mf-social
// registers the namespace (`@kala/shared/texts/account`).
// Texts a shared form rule returns (field problems) stay in MSG, where the forms kit looks them up, and so
// do the block refusals (theyBlockedYou, youBlockedThem), which every remote and the snack translate.
import { codedTexts } from './errors/coded';
import accountTexts from '../locales/en/accountMessages.json';

export const ACCOUNT_MSG = accountTexts.msg;

/** ACCOUNT_MSG with a code for each text ('account.<key>'): what the server answers. */
export const ACCOUNT_CODED = /* @__PURE__ */ codedTexts('account', ACCOUNT_MSG);
