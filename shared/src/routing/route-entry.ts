// What a route of the contract's table is (./paths.ts): the kernel's and each domain's routes files share it.

/** 'shell', or the Module Federation name of the remote that renders the route. */
export type RouteOwner = 'shell' | 'mf_catalogue' | 'mf_social' | 'mf_commerce' | 'mf_messaging' | 'mf_exhibitions' | 'mf_admin';

/**
 * Who may open a route (spec §2): `signedIn` sends a visitor home; `loginFirst` sends them through the login
 * and back (issue 8); `guestOnly` sends a signed-in user on (the login page); `operators`: nothing of the
 * route's remote loads for anyone else, not preloaded by the server's page nor the shell's boot (issue 23).
 */
export type RouteAccess = 'signedIn' | 'loginFirst' | 'guestOnly' | 'operators';

/**
 * A route's entry. The shell and the server take a remote's routes from what its build published
 * (routes.json, ./published.ts), so a remote can add or change a page without a shell rebuild; the table is
 * the contract others link by, and the routes known before any remote's list has been read.
 */
export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  access?: RouteAccess;
  /** Spec §2: false on the pages that hide the footer. */
  footer?: false;
}
