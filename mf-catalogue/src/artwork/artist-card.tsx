import { Link } from 'react-router-dom';
import { Avatar, VerifiedBadge, buttonClass, pathTo, profilePath, useViewerId } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { FollowButton } from '@kala/shared/people';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './artist-card.module.css';

/** The work's author: avatar, name, verified badge, Follow and Profile, and Edit for the author. */
export function ArtistCard({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const userId = useViewerId();
  const { author } = artwork;
  const own = userId != null && userId === author._id;
  const profile = profilePath(author);
  return (
    <section className={styles.card} aria-labelledby="artist-card-name" data-testid="artist-card">
      <Link to={profile} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar name={author.name} picture={author.picture} size={56} />
      </Link>
      <div className={styles.who}>
        <p className={styles.label}>{t('artworkPage.aboutArtist')}</p>
        <h2 id="artist-card-name" className={styles.name}>
          {author.name}
          {author.verifiedArtist && <VerifiedBadge />}
        </h2>
      </div>
      <div className={styles.actions}>
        {own ? (
          <Link to={pathTo('artworkEdit', { slug: artwork.slug })} className={buttonClass({ size: 'small' })}>
            {t('artworkPage.edit')}
          </Link>
        ) : (
          <FollowButton artistId={author._id} />
        )}
        <Link to={profile} className={buttonClass({ variant: 'secondary', size: 'small' })} aria-label={t('artworkPage.profileOf', { name: author.name })}>
          {t('artworkPage.profile')}
        </Link>
      </div>
    </section>
  );
}
