// The chat contract's routes (spec §2): mf-messaging's pages — the inbox and a conversation. The paths others
// link by, who may open each, the footer; the remote publishes them with its build (ADR 0028), and
// @kala/shared's ROUTE_TABLE joins every contract's table.
import type { RouteEntry } from '../../routing/route-entry';

export const CHAT_ROUTES = {
  inbox: { path: '/inbox', owner: 'mf_messaging', access: 'signedIn', footer: false },
  messages: { path: '/messages/:to', owner: 'mf_messaging', access: 'signedIn', footer: false },
} as const satisfies Record<string, RouteEntry>;
