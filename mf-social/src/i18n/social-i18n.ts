// The remote's own 'social' namespace with the page's one translator (shared singleton). The spec's
// texts (msg.*) and shared words (common.*, notif.*, report.*) come from shared and are not repeated here;
// issue 10's answers are shared's 'accountMessages' (msg.*).
// Its texts are `locales/<language>/social.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import { ACCOUNT_TEXTS } from '@kala/shared/contracts/people/texts';
import english from '../../locales/en/social.json';

export const SOCIAL_NS = 'social';

registerTexts(SOCIAL_NS, english, (language) => import(`../../locales/${language}/social.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const SOCIAL_TEXTS_USED = [SOCIAL_NS, ACCOUNT_TEXTS];

/** t() for this remote: 'social' first, then issue 10's answers (msg.*), then shared's (msg.*, common.*, notif.*, report.*). */
export function useSocialT(): Translation {
  return useTranslation([SOCIAL_NS, ACCOUNT_TEXTS, 'translation']);
}
