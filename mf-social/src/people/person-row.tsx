// One person in a list (followers, following, blocked users): picture, name, first category,
// 'N Followers / N Works', and an action of the list's own.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, VerifiedBadge, profilePath, useCategoryName, type PersonCard } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import styles from './profile.module.css';

export function PersonRow({ person, action }: { person: PersonCard; action?: ReactNode }) {
  const { t } = useSocialT();
  const categoryName = useCategoryName();
  return (
    <li className={styles.person} data-testid="person-row">
      <Avatar name={person.name} picture={person.picture} size={48} />
      <div className={styles.personText}>
        <Link to={profilePath(person)} className={styles.personName}>
          {person.name}
          {person.verifiedArtist && <VerifiedBadge />}
        </Link>
        {person.category && <span className={styles.category}>{categoryName(person.category)}</span>}
        <span className={styles.personCounts}>{t('follows.counts', { followers: person.followsCount, works: person.totalArtworks })}</span>
      </div>
      {action}
    </li>
  );
}
