// Followers and following (spec §2): /:slug/followers, /:slug/following and /:slug/follows (Followers),
// tabs with their counts beside the profile sidebar. On one's own list, Remove takes a follower away.
import { NavLink, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pathTo, useViewerId, type Profile } from '@kala/shared';
import { WhenLoaded } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { fetchPeople, peopleKeys } from './people-api';
import { PersonRow } from './person-row';
import { PersonRowAction } from './person-action';
import { ProfileGate, ProfileLayout, useProfile } from './profile-page';
import styles from './profile.module.css';

export function FollowsPage() {
  const { slug = '' } = useParams();
  const list = useLocation().pathname.endsWith('/following') ? 'following' : 'followers';
  return <ProfileGate query={useProfile(slug)}>{(profile) => <FollowLists profile={profile} list={list} />}</ProfileGate>;
}

function FollowLists({ profile, list }: { profile: Profile; list: 'followers' | 'following' }) {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const people = useQuery({ queryKey: peopleKeys.list(viewer, list, profile.slug), queryFn: () => fetchPeople(list, profile.slug) });
  const tabs = [
    { name: 'followers', to: pathTo('followers', { slug: profile.slug }), label: t('follows.followers', { count: profile.followsCount }) },
    { name: 'following', to: pathTo('following', { slug: profile.slug }), label: t('follows.following', { count: profile.followingCount }) },
  ];
  return (
    <ProfileLayout profile={profile}>
      <nav className={styles.tabs} aria-label={t('follows.title')}>
        {tabs.map((tab) => (
          <NavLink key={tab.name} to={tab.to} className={tab.name === list ? styles.activeTab : undefined} aria-current={tab.name === list ? 'page' : undefined}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <WhenLoaded query={people}>
        {(found) =>
          found.length === 0 ? (
            <p className={styles.empty}>{t(list === 'followers' ? 'follows.noFollowers' : 'follows.noFollowings')}</p>
          ) : (
            <ul className={styles.people}>
              {found.map((person) => (
                <PersonRow key={person._id} person={person} action={list === 'followers' && viewer === profile._id && <PersonRowAction action="removeFollower" person={person} />} />
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </ProfileLayout>
  );
}
