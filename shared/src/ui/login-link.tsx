import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
// From the package: bundled with each remote (`@kala/shared/remote-kit`), over the page's one shared copy.
import { ROUTES, useRequireLogin } from '@kala/shared';

/** A real link to /login that remembers this page first, so the login comes back here. */
export function LoginLink({ children, className }: { children: ReactNode; className?: string }) {
  const requireLogin = useRequireLogin();
  return (
    <Link
      to={ROUTES.login}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        requireLogin();
      }}
    >
      {children}
    </Link>
  );
}
