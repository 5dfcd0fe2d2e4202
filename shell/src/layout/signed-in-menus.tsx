// The header's notifications and user menus: only a signed-in visitor has them, so their code (and the
// dropdown's) is a chunk of its own, not part of a guest's first paint. The header starts fetching it as soon
// as a session cookie is there, in parallel with the session check.
import type { User } from '@kala/shared';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

export function SignedInMenus({ user }: { user: User }) {
  return (
    <>
      <NotificationsMenu />
      <span className={styles.desktopOnly}>
        <UserMenu user={user} />
      </span>
    </>
  );
}
