// The console's routes, one page chunk each, from the shared route table (the type checker insists on a page
// for every route mf_admin owns).
import { lazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
import '../i18n/admin-i18n';

const ReportsPage = lazyPage(() => import(/* webpackChunkName: "page.adminReports" */ '../reports/reports-page').then((m) => m.ReportsPage));
const StudioRequestsPage = lazyPage(() => import(/* webpackChunkName: "page.adminStudioRequests" */ '../studio/studio-requests-page').then((m) => m.StudioRequestsPage));
const ArtistCodesPage = lazyPage(() => import(/* webpackChunkName: "page.adminArtistCodes" */ '../codes/artist-codes-page').then((m) => m.ArtistCodesPage));
const ExhibitionsAdminPage = lazyPage(() => import(/* webpackChunkName: "page.adminExhibitions" */ '../exhibitions/exhibitions-admin-page').then((m) => m.ExhibitionsAdminPage));
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "page.adminOrders" */ '../orders/orders-page').then((m) => m.OrdersPage));
const PeoplePage = lazyPage(() => import(/* webpackChunkName: "page.adminPeople" */ '../people/people-page').then((m) => m.PeoplePage));
const AuditPage = lazyPage(() => import(/* webpackChunkName: "page.adminAudit" */ '../audit/audit-page').then((m) => m.AuditPage));

const page = (Page: ReturnType<typeof lazyPage>): RemotePage => ({ element: <Page />, preload: Page.preload });

const PAGES: Record<RoutesOf<'mf_admin'>, RemotePage> = {
  adminReports: page(ReportsPage),
  adminStudioRequests: page(StudioRequestsPage),
  adminArtistCodes: page(ArtistCodesPage),
  adminExhibitions: page(ExhibitionsAdminPage),
  adminOrders: page(OrdersPage),
  adminPeople: page(PeoplePage),
  adminAudit: page(AuditPage),
};

export const { preloadPageFor, RemoteRoutes: AdminRoutes } = createRemoteRoutes<'mf_admin'>(PAGES);

if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
