import { useQuery } from '@tanstack/react-query';
import { Avatar, FEED_SORTS, Heading, Skeleton, VerifiedBadge, type FeedSort } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import { earlyTopStudios, feedKeys, fetchTopStudios, type FeedFilter } from './feed-api';
import styles from './feed-page.module.css';

/**
 * Sort By (All Feed for everyone; Recommended, Following, Popular logged in) and Top Studios (25), which
 * filters by studio. Popular clears the studio filter; choosing a studio clears the sort (spec §4).
 */
export function FeedSidebar({ filter, loggedIn, onChange }: { filter: FeedFilter; loggedIn: boolean; onChange: (next: FeedFilter) => void }) {
  const { t } = useSocialT();
  const studios = useQuery({ queryKey: feedKeys.topStudios, queryFn: fetchTopStudios, staleTime: 5 * 60_000, initialData: earlyTopStudios });
  const sorts = FEED_SORTS.filter((s) => loggedIn || s === 'all');
  const pick = (sort: FeedSort) => onChange({ sort, studio: null });
  return (
    <aside className={styles.sidebar}>
      <nav aria-labelledby="feed-sort">
        <Heading level={2} id="feed-sort" className={styles.sideTitle}>
          {t('feed.sortBy')}
        </Heading>
        <ul className={styles.sorts}>
          {sorts.map((sort) => (
            <li key={sort}>
              <button type="button" className={styles.sort} aria-pressed={filter.sort === sort && !filter.studio} onClick={() => pick(sort)}>
                {t(`feed.${sort}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="feed-studios" className={styles.studiosNav}>
        <Heading level={2} id="feed-studios" className={styles.sideTitle}>
          {t('feed.topStudios')}
        </Heading>
        <ul className={styles.studios}>
          {/* Their places while they load: on a phone the strip is above the posts, which must not move. */}
          {studios.isPending && <StudioSkeletons />}
          {(studios.data ?? []).map((s) => (
            <li key={s._id}>
              <button type="button" className={styles.studio} aria-pressed={filter.studio === s._id} onClick={() => onChange({ sort: 'all', studio: s._id })}>
                <Avatar name={s.name} picture={s.picture} size={28} />
                <span className={styles.studioName}>{s.name}</span>
                {s.verifiedArtist && <VerifiedBadge />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function StudioSkeletons() {
  return [0, 1, 2].map((i) => (
    <li key={i} className={`${styles.studio} ${styles.studioSkeleton}`} aria-hidden="true" data-testid="studio-skeleton">
      <Skeleton shape="round" width={28} height={28} />
      <Skeleton shape="text" width="6rem" />
    </li>
  ));
}
