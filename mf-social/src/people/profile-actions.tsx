// A profile's actions (spec §2, §6): the owner's Cart, Liked and Get Into Studio; a visitor's Follow,
// Message, Report and Block. Never Follow, Report or Block on one's own profile. A studio request that waits
// for the operator shows as pending instead of Get Into Studio.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMessage, bus, Button, buttonClass, canRequestStudio, isArtistRole, MSG_CODED, pathTo, type Profile, sessionStore, showSnack, useRequireLogin, useStore, useViewerId } from '@kala/shared';
import { AlertButton } from '@kala/shared/alert-button';
import { FollowButton } from '@kala/shared/people';
import { ReportDialog, openChatRoom } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { blockUser, peopleKeys, unblockUser } from './people-api';
import { usePersonAction } from './person-action';
import styles from './profile.module.css';

export function ProfileActions({ profile }: { profile: Profile }) {
  const user = useStore(sessionStore, (s) => s.user);
  if (user?._id === profile._id) return <OwnerActions profile={profile} role={user.role} />;
  return <VisitorActions profile={profile} />;
}

function OwnerActions({ profile, role }: { profile: Profile; role: number }) {
  const { t } = useSocialT();
  const liked = pathTo(isArtistRole(role) ? 'studioLikedArt' : 'likedArt', { slug: profile.slug });
  return (
    <div className={styles.actions}>
      <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={pathTo('cart')}>
        {t('profile.cart')}
      </Link>
      <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={liked}>
        {t('profile.liked')}
      </Link>
      {canRequestStudio(role) && profile.studioRequest === 'pending' && <p className={styles.note}>{t('profile.studioPending')}</p>}
      {canRequestStudio(role) && profile.studioRequest !== 'pending' && (
        <Link className={buttonClass({ variant: 'primary', size: 'small' })} to={pathTo('getStudio', { slug: profile.slug })}>
          {t('profile.getIntoStudio')}
        </Link>
      )}
    </div>
  );
}

function VisitorActions({ profile }: { profile: Profile }) {
  const { t } = useSocialT();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const act = usePersonAction();
  const [reporting, setReporting] = useState(false);
  const artist = isArtistRole(profile.role);
  // A follow of this person (here or on another page): their answers are asked again, as who may see a private
  // account's works and the followers list depend on it.
  useEffect(() => {
    const follows = bus.on('follow:changed').subscribe(({ artistId }) => {
      if (artistId === profile._id) void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    });
    return () => follows.unsubscribe();
  }, [queryClient, profile._id]);

  const block = () =>
    requireLogin() &&
    act({
      confirm: { title: t('profile.blockTitle', { name: profile.name }), message: t('profile.blockText'), yesLabel: t('profile.block'), noLabel: t('privacy.cancel') },
      run: () => blockUser(profile._id),
      done: t(`msg.${artist ? 'artistBlocked' : 'userBlocked'}`),
      failed: t(`msg.${artist ? 'artistBlockFailed' : 'userBlockFailed'}`),
    });
  const unblock = () => act({ run: () => unblockUser(profile._id), done: t('msg.unblocked'), failed: t('msg.unblockFailed') });

  if (profile.blocked) {
    return (
      <div className={styles.actions}>
        <p className={styles.note}>{t('profile.blockedByYou')}</p>
        <Button size="small" variant="secondary" onClick={() => void unblock()}>
          {t('profile.unblock')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className={styles.actions}>
        <FollowButton artistId={profile._id} known={profile.followState} />
        <MessageButton to={profile._id} />
        {artist && <AlertButton criteria={{ studio: profile._id }} />}
      </div>
      <div className={styles.links}>
        <Button variant="link" onClick={() => requireLogin() && setReporting(true)}>
          {t('profile.report')}
        </Button>
        <Button variant="link" onClick={() => void block()}>
          {t('profile.block')}
        </Button>
      </div>
      {reporting && <ReportDialog open target="user" id={profile._id} onClose={() => setReporting(false)} />}
    </>
  );
}

/** Message: makes or finds the one-to-one room, then opens the conversation at the room's own URL. */
function MessageButton({ to }: { to: string }) {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  // A write (it may make the room): its busy state is the mutation's (docs/data-layer.md); once the room is
  // open the page is leaving, so the button stays disabled.
  const open = useMutation({
    mutationFn: (me: string) => openChatRoom(me, to),
    onSuccess: (room) => navigate(pathTo('messages', { to: room })),
    // A block either way (perhaps made since this page opened) says so; the snack translates it.
    onError: (error) => void showSnack(blockMessage(error) ?? MSG_CODED.somethingWrong, { type: 'error' }),
  });
  return (
    <Button variant="secondary" size="small" disabled={open.isPending || open.isSuccess} onClick={() => requireLogin() && viewer && open.mutate(viewer)}>
      {t('profile.message')}
    </Button>
  );
}
