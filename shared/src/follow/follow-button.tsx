// The follow button of spec §4, used by every remote that shows an artist. States: not logged in,
// follow, following, loading, requested (a private artist has not answered yet; clicking cancels).
import { useEffect, useState } from 'react';
// From the package: the button is bundled with the pages that show it (`@kala/shared/people`), and the
// session, api and snack it uses must be the page's one copy.
import { api, ApiError, blockMessage, bus, Button, type ButtonProps, MSG_CODED, sessionStore, showSnack, TOAST_MS, useRequireLogin, useStore, useTranslation, type Worded } from '@kala/shared';

export type FollowState = 'loggedOut' | 'follow' | 'following' | 'loading' | 'requested';
export type FollowCheck = 'following' | 'requested' | 'none';

const fromCheck: Record<FollowCheck, FollowState> = { following: 'following', requested: 'requested', none: 'follow' };
/** The server's follow state once a call has settled it (loading and logged out are the button's own). */
const toCheck: Partial<Record<FollowState, FollowCheck>> = { following: 'following', requested: 'requested', follow: 'none' };

/** What a follow answer means for the button, and the message to show (spec §8). */
export function followOutcome(error: unknown): { state: FollowState; message?: Worded; duration?: number } {
  const status = error instanceof ApiError ? error.status : 'network';
  const blocked = blockMessage(error);
  if (status === 'requested') return { state: 'requested' };
  if (status === 'followed') return { state: 'following', message: MSG_CODED.followAlready, duration: TOAST_MS.follow };
  if (status === 'not-found') return { state: 'follow', message: MSG_CODED.followNotFound };
  // A block between the two (issue 10): the server's own words say why.
  if (blocked) return { state: 'follow', message: blocked };
  return { state: 'follow', message: MSG_CODED.followUnexpected };
}

export interface FollowButtonProps {
  artistId: string;
  /**
   * The follow state when the caller already knows it (e.g. a studio card's followState): no check call. A new
   * value (the cached card brought up to date) is shown.
   */
  known?: FollowCheck;
  size?: ButtonProps['size'];
  block?: boolean;
}

/**
 * Once the server has settled a follow, the button says so on the bus ('follow:changed'): every remote's
 * query client writes it into its cached copies of the person, follower counts included.
 */
export function FollowButton({ artistId, known, size = 'small', block }: FollowButtonProps) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const user = useStore(sessionStore, (s) => s.user);
  const [checked, setState] = useState<FollowState>(known ? fromCheck[known] : 'loading');
  // The caller's state is followed when it changes (another card, or the list reloaded), not only the first.
  const [given, setGiven] = useState({ artistId, known });
  if (given.artistId !== artistId || given.known !== known) {
    setGiven({ artistId, known });
    setState(known ? fromCheck[known] : 'loading');
  }
  const state: FollowState = user ? checked : 'loggedOut';

  useEffect(() => {
    if (!user || known) return;
    let live = true;
    api.post<{ status: string; message: FollowCheck }>('/user/checkfollow', { artist: artistId }, { requireAuth: true }).then(
      ({ data }) => live && setState(fromCheck[data.message] ?? 'follow'),
      () => live && setState('follow'),
    );
    return () => {
      live = false;
    };
  }, [user, artistId, known]);

  if (user && user._id === artistId) return null;

  const settle = (settled: FollowCheck, delta: number) => bus.emit('follow:changed', { artistId, state: settled, delta });

  const call = async (path: string, onSuccess: FollowState, delta: number, message?: Worded) => {
    setState('loading');
    try {
      await api.post(path, { artist: artistId }, { requireAuth: true });
      setState(onSuccess);
      settle(toCheck[onSuccess] ?? 'none', delta);
      if (message) showSnack(message, { type: 'success', duration: TOAST_MS.follow });
    } catch (error) {
      const outcome = followOutcome(error);
      setState(outcome.state);
      // A request sent, or a follow the server already had: the server's state is known now.
      const settled = outcome.state === 'requested' || outcome.state === 'following' ? outcome.state : undefined;
      if (settled) settle(settled, 0);
      if (outcome.message) showSnack(outcome.message, { type: 'error', duration: outcome.duration });
    }
  };

  const click = () => {
    if (state === 'loggedOut') requireLogin(MSG_CODED.followLoginFirst);
    else if (state === 'follow') void call('/secure/followartist', 'following', 1);
    else if (state === 'following') void call('/secure/unfollowartist', 'follow', -1, MSG_CODED.unfollowed);
    else if (state === 'requested') void call('/user/cancelrequest', 'follow', 0);
  };

  const label = { loggedOut: 'follow.follow', follow: 'follow.follow', following: 'follow.following', loading: 'follow.loading', requested: 'follow.requested' }[state];
  return (
    <Button size={size} block={block} variant={state === 'following' || state === 'requested' ? 'secondary' : 'primary'} aria-pressed={state === 'following'} disabled={state === 'loading'} onClick={click} data-follow-state={state}>
      {t(label)}
    </Button>
  );
}
