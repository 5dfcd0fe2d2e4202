import { Link } from 'react-router-dom';
// From the package: this card is bundled with the pages that show it (`@kala/shared/people`), over the
// page's one copy of shared.
import { ArtworkImage, Avatar, Skeleton, SkeletonText, TEXT_CUTS, VerifiedBadge, artworkPath, buttonClass, profilePath, truncate, useCategoryName, useTranslation } from '@kala/shared';
import type { StudioCard as Studio } from '../contracts/catalogue';
import { FollowButton } from '../follow/follow-button';
import styles from './studio-card.module.css';

/** Works shown inline on a card (the server sends the 4 newest). */
const INLINE_WORKS = 4;

export interface StudioCardProps {
  studio: Studio;
  /** 'list' lays the works beside the details on wide screens; 'grid' stacks everything. */
  layout?: 'grid' | 'list';
}

/**
 * A studio as the studios list and 'Studios to follow' show it: who they are, followers / works, first
 * category, Follow and Profile, a 140-character biography excerpt and their newest works. The card shows the
 * cached studio: a follow is written into every cached copy that holds it (the button's 'follow:changed'), so
 * Back shows it too.
 */
export function StudioCardView({ studio, layout = 'grid' }: StudioCardProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const followers = studio.followsCount;
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
            {studio.verifiedArtist && <VerifiedBadge />}
          </h3>
          <p className={styles.stats} data-testid="studio-stats">
            {t('studioCard.followers', { count: followers })} / {t('studioCard.works', { count: studio.productsCount })}
          </p>
          {category && <p className={styles.category}>{category}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <FollowButton artistId={studio._id} known={studio.followState} />
        <Link to={profile} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('studioCard.profile')}
        </Link>
      </div>
      {studio.biography && <p className={styles.bio}>{truncate(studio.biography, TEXT_CUTS.cardBiography)}</p>}
      {works.length > 0 && (
        <ul className={styles.works} aria-label={t('studioCard.worksOf', { name: studio.name })}>
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

/**
 * A card-shaped placeholder while studios load: the avatar beside name, counts and category, the two
 * buttons, two lines of biography and the works, each in the card's own classes (so as tall as a card).
 */
export function StudioCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`${styles.card} ${layout === 'list' ? styles.list : styles.grid}`} aria-hidden="true" data-testid="studio-card-skeleton">
      <div className={styles.head}>
        <Skeleton shape="round" width={56} height={56} />
        <div className={styles.who}>
          <SkeletonText className={styles.name} width="9rem" />
          <SkeletonText className={styles.stats} width="7rem" />
          <SkeletonText className={styles.category} width="4rem" />
        </div>
      </div>
      <div className={styles.actions}>
        <Skeleton shape="block" className={styles.buttonSkeleton} />
        <Skeleton shape="block" className={styles.buttonSkeleton} />
      </div>
      <div className={styles.bio}>
        <Skeleton shape="text" width="95%" />
        <Skeleton shape="text" width="70%" />
      </div>
      <ul className={styles.works}>
        {Array.from({ length: INLINE_WORKS }, (_, i) => (
          <li key={i}>
            <Skeleton shape="block" style={{ aspectRatio: '1 / 1' }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
