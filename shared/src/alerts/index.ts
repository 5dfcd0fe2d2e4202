// `@kala/shared/alerts`: saved alerts ("tell me when", issue 25 §4): their shapes, limits and English texts,
// once for the server and the pages. Free of React and the browser (the server imports it); the button and
// the calls are `@kala/shared/alerts-ui`.
import { codedTexts } from '../errors/coded';
import alertTexts from '../../locales/en/alerts.json';

/** What an alert watches for; every criterion that is set must hold (tags: any one of them). */
export interface AlertCriteria {
  /** A category's slug (main or sub category). */
  category?: string | null;
  /** The studio's user id. */
  studio?: string | null;
  /** NPR, inclusive. */
  priceMin?: number | null;
  priceMax?: number | null;
  tags?: string[];
  /** Search words: every word must start a word of the work (as the search does). */
  query?: string | null;
}

export interface Alert {
  _id: string;
  category: { slug: string; name: string } | null;
  studio: { _id: string; name: string; slug: string } | null;
  priceMin: number | null;
  priceMax: number | null;
  tags: string[];
  query: string | null;
  active: boolean;
  created: string;
}

export const ALERT_LIMITS = { perUser: 50, tags: 10, tag: 50, query: 100 } as const;

/** The server's answers, in English (its `locales/en/alerts.json`); the pages show them translated by key (alerts-ui). */
export const ALERT_MSG = alertTexts.msg;

/** ALERT_MSG with a code for each text ('alerts.<key>'): what the server answers. */
export const ALERT_CODED = /* @__PURE__ */ codedTexts('alerts', ALERT_MSG);
export type AlertMsgKey = keyof typeof ALERT_MSG;

/** The notification of a new matching work; grouped per alert ("Asha and 2 others"). */
export const ALERT_NOTIFICATION_TEXTS = { alertMatch: alertTexts.alertMatch, alertMatchGroup: alertTexts.alertMatchGroup };
export type AlertNotificationKind = 'alertMatch';

/** The API paths (under /api). */
export const ALERTS_URL = '/alerts';
export const ALERTS_UNSUBSCRIBE_URL = '/alerts/unsubscribe';

/** True when at least one criterion is set. */
export const hasCriteria = (c: AlertCriteria): boolean =>
  Boolean(c.category || c.studio || c.priceMin != null || c.priceMax != null || (c.tags?.length ?? 0) > 0 || c.query?.trim());
