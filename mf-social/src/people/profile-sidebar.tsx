// The profile's sidebar (spec §2 Artist profile): avatar, counts, first category, styles, biography and
// achievements, and the owner's or the visitor's actions. Also on the followers and following pages.
import { Link } from 'react-router-dom';
import { Avatar, Heading, TEXT_CUTS, VerifiedBadge, pathTo, useCategoryName, type Profile } from '@kala/shared';
import { ReadMore } from '@kala/shared/controls';
import { useSocialT } from '../i18n/social-i18n';
import { ProfileActions } from './profile-actions';
import styles from './profile.module.css';

/** Each style once, by name (the same name under two parents shows once). */
const uniqueStyles = (profile: Profile) => [...new Map(profile.categories.map((c) => [c.name, c])).values()];

export function ProfileSidebar({ profile }: { profile: Profile }) {
  const { t } = useSocialT();
  const categoryName = useCategoryName();
  const styleList = uniqueStyles(profile);
  return (
    <aside className={styles.sidebar} aria-label={profile.name}>
      <Avatar name={profile.name} picture={profile.picture} size={120} className={styles.avatar} />
      <Heading level={1} className={styles.name}>
        {profile.name}
        {profile.verifiedArtist && <VerifiedBadge size={18} />}
      </Heading>
      {profile.category && <p className={styles.category}>{categoryName(profile.category)}</p>}
      <p className={styles.counts}>
        <Link to={pathTo('followers', { slug: profile.slug })} data-testid="followers-count">
          {t('profile.followers', { count: profile.followsCount })}
        </Link>
        <span>{t('profile.works', { count: profile.totalArtworks })}</span>
      </p>
      <ProfileActions profile={profile} />
      {styleList.length > 0 && (
        <section className={styles.block}>
          <Heading level={2} className={styles.blockTitle}>
            {t('profile.styles')}
          </Heading>
          <ul className={styles.styles}>
            {styleList.map((c) => (
              <li key={c._id}>{categoryName(c)}</li>
            ))}
          </ul>
        </section>
      )}
      {(['biography', 'achievements'] as const).map(
        (field) =>
          profile.info[field] && (
            <section key={field} className={styles.block}>
              <Heading level={2} className={styles.blockTitle}>
                {t(`profile.${field}`)}
              </Heading>
              <ReadMore text={profile.info[field]} cut={TEXT_CUTS.sidebarBiography} moreLabel={t('profile.readMore')} lessLabel={t('profile.readLess')} />
            </section>
          ),
      )}
    </aside>
  );
}
