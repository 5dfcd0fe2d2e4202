// The remote's own 'messaging' namespace with the page's one translator. Shared's texts (msg.*,
// common.*) come from shared; the chat's answers are shared's 'chatMessages' (msg.*).
// Its texts are `locales/<language>/messaging.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import { CHAT_TEXTS } from '@kala/shared/contracts/chat/texts';
import english from '../../locales/en/messaging.json';
import { CHAT_TIME_NS } from './short-time';

export const MESSAGING_NS = 'messaging';

registerTexts(MESSAGING_NS, english, (language) => import(`../../locales/${language}/messaging.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const MESSAGING_TEXTS_USED = [MESSAGING_NS, CHAT_TEXTS, CHAT_TIME_NS];

/** t() for this remote: 'messaging' first, then the chat's answers (msg.chat*), then shared's (msg.*, common.*). */
export function useMessagingT(): Translation {
  return useTranslation([MESSAGING_NS, CHAT_TEXTS, 'translation']);
}
