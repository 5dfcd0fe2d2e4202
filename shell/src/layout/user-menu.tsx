import { Suspense } from 'react';
import { UserRound } from 'lucide-react';
import { Avatar, Loader, TEXT_CUTS, lazyPage, truncate, useTranslation, type User } from '@kala/shared';
import { Dropdown } from './dropdown';
import styles from './header.module.css';

// The menu's links come when the pointer or a finger reaches the button (or focus does), before the click lands.
const UserMenuList = lazyPage(() => import('./user-menu-list').then((m) => m.UserMenuList));

/** The header's account button (spec §2 "Shell"): the name cut to 18 characters, the menu under it. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={t('nav.userMenuOf', { name: user.name })}
      onReach={UserMenuList.prefetch}
      button={
        <span className={styles.userButton}>
          {user.picture ? <Avatar name={user.name} picture={user.picture} size={24} /> : <UserRound aria-hidden size={20} />}
          <span className={styles.userName}>{truncate(user.name, TEXT_CUTS.headerUserName)}</span>
        </span>
      }
    >
      {(close) => (
        <Suspense fallback={<Loader />}>
          <UserMenuList user={user} close={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
