// The exhibitions contract's routes (spec §2): mf-exhibitions' pages — the list and a show. The paths others
// link by, who may open each, the footer; the remote publishes them with its build (ADR 0028), and
// @kala/shared's ROUTE_TABLE joins every contract's table.
import type { RouteEntry } from '../../routing/route-entry';

export const EXHIBITIONS_ROUTES = {
  exhibitions: { path: '/exhibitions', owner: 'mf_exhibitions' },
  /** A partial segment, which react-router does not match: matchRoute does. */
  exhibition: { path: '/exhibition-:slug', owner: 'mf_exhibitions', footer: false },
} as const satisfies Record<string, RouteEntry>;
