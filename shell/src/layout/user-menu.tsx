import { Suspense } from 'react';
import { UserRound } from 'lucide-react';
import { Avatar, Loader, TEXT_CUTS, truncate, useTranslation, type User } from '@kala/shared';
import { Dropdown } from './dropdown';
import { UserMenuList } from './lazy-user-menu';
import styles from './header.module.css';

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
