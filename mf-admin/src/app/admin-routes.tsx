// The console's routes: the reports at /admin and one page chunk per section at /admin/:section.
import { Navigate, useParams } from 'react-router-dom';
import { ROUTES, lazyPage, type LazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
import type { AdminSection } from './sections';
import '../i18n/admin-i18n';

const ReportsPage = lazyPage(() => import(/* webpackChunkName: "page.adminReports" */ '../reports/reports-page').then((m) => m.ReportsPage));

const SECTION_PAGES: Record<AdminSection, LazyPage<object>> = {
  'studio-requests': lazyPage(() => import(/* webpackChunkName: "page.adminSection.studio" */ '../studio/studio-requests-page').then((m) => m.StudioRequestsPage)),
  'artist-codes': lazyPage(() => import(/* webpackChunkName: "page.adminSection.codes" */ '../codes/artist-codes-page').then((m) => m.ArtistCodesPage)),
  exhibitions: lazyPage(() => import(/* webpackChunkName: "page.adminSection.exhibitions" */ '../exhibitions/exhibitions-admin-page').then((m) => m.ExhibitionsAdminPage)),
  orders: lazyPage(() => import(/* webpackChunkName: "page.adminSection.orders" */ '../orders/orders-page').then((m) => m.OrdersPage)),
  people: lazyPage(() => import(/* webpackChunkName: "page.adminSection.people" */ '../people/people-page').then((m) => m.PeoplePage)),
  audit: lazyPage(() => import(/* webpackChunkName: "page.adminSection.audit" */ '../audit/audit-page').then((m) => m.AuditPage)),
};

const sectionPageOf = (section: string | undefined): LazyPage<object> | undefined => SECTION_PAGES[section as AdminSection];

/** /admin/<section>: its page, or the reports for an unknown section. */
function SectionPage() {
  const section = useParams().section;
  const page = sectionPageOf(section);
  // Each section's page is a module-level lazy component (SECTION_PAGES), not one made while rendering.
  return page ? page({}) : <Navigate to={ROUTES.adminReports} replace />;
}

const PAGES: Record<RoutesOf<'mf_admin'>, RemotePage> = {
  adminReports: { element: <ReportsPage />, preload: ReportsPage.preload },
  adminSection: { element: <SectionPage />, preload: () => sectionPageOf(location.pathname.split('/')[2])?.preload() ?? Promise.resolve() },
};

export const { preloadPageFor, RemoteRoutes: AdminRoutes } = createRemoteRoutes<'mf_admin'>(PAGES);

if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
