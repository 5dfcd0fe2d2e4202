import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ROUTES, buttonClass } from '@kala/shared';
import { StudioCardSkeleton, StudioCardView } from '@kala/shared/people';
import { discoveryKeys, fetchRecommendedStudios, fetchTrendingStudios } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { SectionFailed } from './home-section';
import styles from './home-page.module.css';

type Tab = 'recommended' | 'trending';
const TABS: Tab[] = ['recommended', 'trending'];
const label: Record<Tab, string> = { recommended: 'home.studiosRecommended', trending: 'home.studiosTrending' };
/** Each tab lists up to 8 studios (the server's studios to follow); the loading tab reserves that many cards. */
const STUDIOS_SHOWN = 8;

/** 'Studios to follow' (logged in): Recommended and Trending tabs over up to 8 studio cards each. */
export function StudiosToFollow({ viewer }: { viewer: string }) {
  const { t } = useCatalogueT();
  const [tab, setTab] = useState<Tab>('recommended');
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ recommended: null, trending: null });
  const recommended = useQuery({ queryKey: discoveryKeys.recommendedStudios(viewer), queryFn: fetchRecommendedStudios, enabled: tab === 'recommended' });
  const trending = useQuery({ queryKey: discoveryKeys.trendingStudios(viewer), queryFn: fetchTrendingStudios, enabled: tab === 'trending' });
  const current = tab === 'recommended' ? recommended : trending;

  // Arrow keys move between the two tabs (the ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('home.studiosTabs')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => void (tabs.current[name] = node)}
            type="button"
            role="tab"
            id={`studios-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="studios-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(label[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="studios-tabpanel" aria-labelledby={`studios-tab-${tab}`} className={styles.tabpanel}>
        {current.isPending ? (
          <ul className={styles.studios}>
            {Array.from({ length: STUDIOS_SHOWN }, (_, i) => (
              <li key={i}>
                <StudioCardSkeleton />
              </li>
            ))}
          </ul>
        ) : current.isError ? (
          <SectionFailed onRetry={() => void current.refetch()} />
        ) : current.data.length === 0 ? (
          <p className={styles.empty}>
            {t('home.studiosEmpty')}{' '}
            <Link to={ROUTES.studios} className={buttonClass({ variant: 'ghost', size: 'small' })}>
              {t('home.discoverStudios')}
            </Link>
          </p>
        ) : (
          <ul className={styles.studios}>
            {current.data.map((studio) => (
              <li key={studio._id}>
                <StudioCardView studio={studio} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
