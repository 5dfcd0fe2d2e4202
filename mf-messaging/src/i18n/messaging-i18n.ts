// The remote's own 'messaging' namespace on the page's one i18next instance. Shared's texts (msg.*,
// common.*) come from shared; the chat's answers are shared's 'chatMessages' (msg.*).
// Its texts are `locales/<language>/messaging.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation } from '@kala/shared';
import { CHAT_TEXTS } from '@kala/shared/contracts/chat/texts';
import english from '../../locales/en/messaging.json';
import { CHAT_TIME_NS } from './short-time';

export const MESSAGING_NS = 'messaging';

registerTexts(MESSAGING_NS, english, (language) => import(`../../locales/${language}/messaging.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const MESSAGING_TEXTS_USED = [MESSAGING_NS, CHAT_TEXTS, CHAT_TIME_NS];

/** t() for this remote: 'messaging' first, then the chat's answers (msg.chat*), then shared's (msg.*, common.*). */
export function useMessagingT() {
  return useTranslation([MESSAGING_NS, CHAT_TEXTS, 'translation'], { nsMode: 'fallback' });
}
