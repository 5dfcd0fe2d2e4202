// A follow changed on one card: every cached copy of that person with a follow state (the studios list's
// pages, home's Recommended and Trending rows, a profile) is brought in line, so a card mounted again from
// the cache (Back) shows what the server now holds. Kept apart from the follow button: the shell, which
// shows the button too, has no query client and never loads react-query.
import type { QueryClient } from '@tanstack/react-query';
import type { FollowCheck } from './follow-button';

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `data` with the person's followState (and followsCount, moved by `delta`) changed; the same object when nothing was. */
function withFollowState<T>(data: T, artistId: string, state: FollowCheck, delta: number): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = withFollowState(item, artistId, state, delta);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (!isPlain(data)) return data;
  // The person: a studio card or profile (followState, when the server sent one) and their follower count.
  const hasState = 'followState' in data;
  const hasCount = typeof data.followsCount === 'number';
  if (data._id === artistId && (hasState || hasCount)) {
    if ((!hasState || data.followState === state) && (!hasCount || delta === 0)) return data;
    return { ...data, ...(hasState && { followState: state }), ...(hasCount && { followsCount: Math.max(0, (data.followsCount as number) + delta) }) } as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const updated = withFollowState(value, artistId, state, delta);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return (changed ? next : data) as T;
}

/** Writes the follow into every cached query that holds the person (lists of studios, profiles, …). */
export function setCachedFollowState(queryClient: QueryClient, artistId: string, state: FollowCheck, delta: number): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const next = withFollowState(data, artistId, state, delta);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}
