import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../routing/paths';
import { session } from '../stores/session';
import { showSnack } from '../ui/snack';
import type { Worded } from '../errors/coded';

/**
 * For actions that need a login (like, follow, buy, comment). The function it returns answers true when
 * someone is logged in. Otherwise it shows `message` (when given), remembers this page so the login comes
 * back here, goes to /login and answers false.
 */
export function useRequireLogin(): (message?: string | Worded) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (message) => {
    if (session.user()) return true;
    if (message) showSnack(message, { type: 'error' });
    session.rememberReturn(pathname + search);
    navigate(ROUTES.login);
    return false;
  };
}
