// A profile (spec §2 Artist profile): /studios/:slug, /user/:slug and /profile/:slug, each with the
// Artworks tab (default, /work) and the Feed tab (/feed). The feed tab's posts come from the feed feature
// through `postsOf`, which the app wires in (features do not import each other).
import type { ReactNode } from 'react';
import { NavLink, useLocation, useParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, ArtworkGrid, ErrorPanel, FallbackImage, Loader, StatePanel, useDocumentTitle, useViewerId, type Profile } from '@kala/shared';
import { InfiniteListEnd, nextPages } from '@kala/shared/remote-kit';
import { useSlicedResult } from '@kala/shared/query';
import { useSocialT } from '../i18n/social-i18n';
import { fetchProfile, fetchWorks, peopleKeys } from './people-api';
import { ProfileSidebar } from './profile-sidebar';
import styles from './profile.module.css';

export interface ProfilePageProps {
  /** The author's posts (the Feed tab). */
  postsOf: (authorId: string) => ReactNode;
}

/** The profile of the URL's slug, with its loading, missing and blocked states. */
export function useProfile(slug: string) {
  const viewer = useViewerId();
  return useQuery({ queryKey: peopleKeys.profile(viewer, slug), queryFn: () => fetchProfile(slug), retry: false });
}

/** Loading, 'not found' and 'blocked' panels for a profile query; the page itself when it has one. */
export function ProfileGate({ query, children }: { query: ReturnType<typeof useProfile>; children: (p: Profile) => ReactNode }) {
  const { t } = useSocialT();
  if (query.isPending) return <Loader />;
  if (query.isError) {
    const blocked = query.error instanceof ApiError && query.error.status === 'blocked';
    if (blocked || (query.error instanceof ApiError && query.error.status === 'not-found'))
      return <StatePanel level={1} title={t('profile.unavailable')} hint={blocked ? t('msg.theyBlockedYou') : undefined} />;
    return <ErrorPanel onRetry={() => void query.refetch()} detail={t('profile.loadFailed')} />;
  }
  return <>{children(query.data)}</>;
}

export function ProfilePage({ postsOf }: ProfilePageProps) {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const query = useProfile(slug);
  const tab = pathname.endsWith('/feed') ? 'feed' : 'work';
  return (
    <ProfileGate query={query}>
      {(profile) => (
        <ProfileLayout profile={profile}>
          <ProfileTabs base={pathname.replace(/\/(work|feed)$/, '')} tab={tab} />
          {!profile.canSeeWorks ? <PrivateNote profile={profile} /> : tab === 'feed' ? postsOf(profile._id) : <Works profile={profile} />}
        </ProfileLayout>
      )}
    </ProfileGate>
  );
}

/** Cover over sidebar and content: the profile page and the followers pages share it. */
export function ProfileLayout({ profile, children }: { profile: Profile; children: ReactNode }) {
  const { t } = useSocialT();
  useDocumentTitle(profile.name);
  return (
    <div className={styles.page}>
      <div className={styles.cover}>{profile.cover && <FallbackImage fileName={profile.cover} alt={t('profile.cover', { name: profile.name })} />}</div>
      <div className={styles.body}>
        <ProfileSidebar profile={profile} />
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}

function ProfileTabs({ base, tab }: { base: string; tab: 'work' | 'feed' }) {
  const { t } = useSocialT();
  return (
    <nav className={styles.tabs} aria-label={t('profile.tabs')}>
      <NavLink to={`${base}/work`} className={tab === 'work' ? styles.activeTab : undefined} aria-current={tab === 'work' ? 'page' : undefined}>
        {t('profile.artworks')}
      </NavLink>
      <NavLink to={`${base}/feed`} className={tab === 'feed' ? styles.activeTab : undefined} aria-current={tab === 'feed' ? 'page' : undefined}>
        {t('profile.feed')}
      </NavLink>
    </nav>
  );
}

function PrivateNote({ profile }: { profile: Profile }) {
  const { t } = useSocialT();
  if (profile.blocked) return null;
  return <StatePanel level={2} title={t('profile.private')} hint={t('profile.privateHint')} />;
}

function Works({ profile }: { profile: Profile }) {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const works = useSlicedResult(useInfiniteQuery({
    queryKey: peopleKeys.works(viewer, profile._id),
    queryFn: ({ pageParam, signal }) => fetchWorks(profile._id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.artworks.length, 0);
      return loaded < last.total && last.artworks.length > 0 ? loaded : undefined;
    },
  }));
  const artworks = works.data?.pages.flatMap((p) => p.artworks) ?? [];
  if (works.isPending) return <Loader />;
  if (works.isError && artworks.length === 0) return <ErrorPanel onRetry={() => void works.refetch()} detail={t('profile.loadFailed')} />;
  return (
    <>
      {artworks.length > 0 && <ArtworkGrid artworks={artworks} layout="masonry" label={t('profile.artworks')} eager="firstScreen" />}
      <InfiniteListEnd loaded={artworks.length} {...nextPages(works)} failedText={t('profile.moreFailed')} endText={artworks.length === 0 ? t('profile.noArtworks') : ''} />
    </>
  );
}
