// What the operators' console calls answer (issue 23): one definition for the server (server/src/modules/admin)
// and the console (mf-admin). Types only: nothing here reaches a bundle.
import type { ReportTarget } from '../constants';
import type { ImageSet } from '../contracts/media';

export interface ReportedItem {
  targetType: ReportTarget;
  targetId: string;
  /** A post's text, an artwork's name, a person's name (null when it is gone). */
  what: string | null;
  /** Where it is on the site. */
  link: string | null;
  picture: ImageSet | null;
  authorId: string | null;
  authorName: string | null;
  authorSuspended: boolean;
  count: number;
  lastReported: string;
  reports: { reporter: string; category: string; reason: string; created: string }[];
}

export interface AdminPerson {
  id: string;
  name: string;
  email: string;
  slug: string;
  role: number;
  emailVerified: boolean;
  suspended: boolean;
  created: string;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string;
  created: string;
}

/** The steps of an order's timeline (the commerce module's `order_events`), in the order they usually come. */
export type OrderStep = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'declined';

export interface OrderTimelineEntry {
  step: OrderStep;
  at: string;
  /** The studio whose items took the step; null when it is the whole order's. */
  seller: string | null;
}
