import { lazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
import '../i18n/messaging-i18n';

// Each page is its own chunk (ADR 0007), named after its route so the server preloads it.
const InboxPage = lazyPage(() => import(/* webpackChunkName: "page.inbox" */ '../rooms/inbox-page').then((m) => m.InboxPage));
const ConversationPage = lazyPage(() => import(/* webpackChunkName: "page.messages" */ './conversation-page').then((m) => m.ConversationPage));

const PAGES: Record<RoutesOf<'mf_messaging'>, RemotePage> = {
  inbox: { element: <InboxPage />, preload: InboxPage.preload },
  messages: { element: <ConversationPage />, preload: ConversationPage.preload },
};

export const { preloadPageFor, RemoteRoutes: MessagingRoutes } = createRemoteRoutes<'mf_messaging'>(PAGES);

if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
