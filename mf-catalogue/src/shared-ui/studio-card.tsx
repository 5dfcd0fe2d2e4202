import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArtworkImage, FollowButton, TEXT_CUTS, artworkPath, buttonClass, profilePath, truncate } from '@kala/shared';
import type { StudioCard as Studio } from '../api/discovery-api';
import { useCatalogueT, useCategoryName } from '../i18n/catalogue-i18n';
import { Avatar } from './avatar';
import styles from './studio-card.module.css';

/** Works shown inline on a card (the server sends the 4 newest). */
const INLINE_WORKS = 4;

interface StudioCardProps {
  studio: Studio;
  /** 'list' lays the works beside the details on wide screens; 'grid' stacks everything. */
  layout?: 'grid' | 'list';
}

/**
 * A studio as the studios list and 'Studios to follow' show it: who they are, followers / works, first
 * category, Follow and Profile, a 140-character biography excerpt and their newest works.
 */
export function StudioCardView({ studio, layout = 'grid' }: StudioCardProps) {
  const { t } = useCatalogueT();
  const categoryName = useCategoryName();
  const [followers, setFollowers] = useState(studio.followsCount);
  const profile = profilePath(studio);
  const first = studio.categories[0];
  const category = first && categoryName(first);
  const works = studio.products.slice(0, INLINE_WORKS);
  return (
    <article className={`${styles.card} ${layout === 'list' ? styles.list : styles.grid}`} data-testid="studio-card" aria-labelledby={`studio-${studio._id}`}>
      <div className={styles.head}>
        <Link to={profile} tabIndex={-1} aria-hidden="true">
          <Avatar name={studio.name} picture={studio.picture} size={56} />
        </Link>
        <div className={styles.who}>
          <h3 className={styles.name} id={`studio-${studio._id}`}>
            <Link to={profile}>{studio.name}</Link>
            {studio.verifiedArtist && (
              <span className={styles.verified} role="img" aria-label={t('common.verifiedArtist')} title={t('common.verifiedArtist')}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <circle cx="8" cy="8" r="8" fill="currentColor" />
                  <path d="M4.5 8.2 7 10.6l4.6-5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            )}
          </h3>
          <p className={styles.stats} data-testid="studio-stats">
            {t('studios.followers', { count: followers })} / {t('studios.works', { count: studio.productsCount })}
          </p>
          {category && <p className={styles.category}>{category}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <FollowButton artistId={studio._id} known={studio.followState} onFollowersChange={(delta) => setFollowers((n) => Math.max(0, n + delta))} />
        <Link to={profile} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('studios.profile')}
        </Link>
      </div>
      {studio.biography && <p className={styles.bio}>{truncate(studio.biography, TEXT_CUTS.cardBiography)}</p>}
      {works.length > 0 && (
        <ul className={styles.works} aria-label={t('studios.worksOf', { name: studio.name })}>
          {works.map((work) => (
            <li key={work._id}>
              <Link to={artworkPath(work)} className={styles.work} title={work.name}>
                <ArtworkImage image={work.image} size="thumbnail" sizes="(max-width: 481px) 25vw, 120px" className={styles.thumb} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** A card-shaped placeholder while studios load. */
export function StudioCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`${styles.card} ${layout === 'list' ? styles.list : styles.grid} ${styles.skeleton}`} aria-hidden="true" data-testid="studio-card-skeleton">
      <div className={styles.head}>
        <span className={`${styles.block} ${styles.round}`} />
        <div className={styles.who}>
          <span className={styles.block} style={{ width: '60%' }} />
          <span className={styles.block} style={{ width: '40%' }} />
        </div>
      </div>
      <span className={styles.block} style={{ width: '90%' }} />
      <ul className={styles.works}>
        {Array.from({ length: INLINE_WORKS }, (_, i) => (
          <li key={i} className={`${styles.block} ${styles.square}`} />
        ))}
      </ul>
    </div>
  );
}
