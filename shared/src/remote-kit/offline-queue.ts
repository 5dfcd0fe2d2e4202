// Writes that survive a dropped network (issue 25, ADR 0022): sent with an Idempotency-Key (the server acts
// once per key), so the service worker can keep one that failed offline and send it when the network is back.
// It answers such a write 202 at once; once its queue has gone out the page hears 'kala:outbox-sent'.
import { useEffect } from 'react';
import type { Comment } from '../contracts/comments';
import type { User } from '../contracts/people';

const PENDING = 'pending-';

/** A comment typed offline, shown at once as sending until the server's copy replaces it. */
export const pendingComment = (user: User, comment: string, target: string): Comment => ({
  _id: `${PENDING}${Date.now()}`,
  comment,
  author: { _id: user._id, name: user.name, slug: user.slug, role: user.role, picture: user.picture, verifiedArtist: user.verifiedArtist },
  created: new Date().toISOString(),
  product: target,
});

/** True for a comment still waiting to be sent (made by pendingComment). */
export const isPendingComment = (comment: Pick<Comment, '_id'>): boolean => comment._id.startsWith(PENDING);

/** The header that makes a write safe to send more than once. */
export const onceOnly = (): { headers: Record<string, string> } => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** True when the service worker kept the write to send later. */
export const wasQueued = (answer: { status: number }): boolean => answer.status === 202;

/** Calls `onSent` whenever the service worker has sent the writes it kept. */
export function useOutboxSent(onSent: () => void): void {
  useEffect(() => {
    window.addEventListener('kala:outbox-sent', onSent);
    return () => window.removeEventListener('kala:outbox-sent', onSent);
  }, [onSent]);
}
