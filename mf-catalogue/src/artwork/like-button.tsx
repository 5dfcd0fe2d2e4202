import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOr, MSG_CODED, showSnack, useFormat, useRequireLogin, useViewerId } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { catalogueKeys } from '../api/catalogue-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { toggleLike } from './artwork-extras-api';
import styles from './like-button.module.css';

const withLike = (likes: string[], userId: string, liked: boolean) => (liked ? (likes.includes(userId) ? likes : [...likes, userId]) : likes.filter((id) => id !== userId));

/**
 * The heart beside the price (spec §4 Like): the viewer's id is added to or removed from the work's likes at
 * once, before the server answers, and put back if the call fails. Logged out, it asks for a login and
 * comes back here afterwards.
 */
export function LikeButton({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const userId = useViewerId();
  const liked = userId != null && artwork.likes.includes(userId);
  const key = catalogueKeys.artwork(artwork.slug, userId);

  const setLikes = (likes: string[]) => queryClient.setQueryData<Artwork>(key, (old) => (old ? { ...old, likes } : old));

  // The cached work is updated at once and from the server's answer (the cache is the page's state).
  const like = useMutation({
    mutationFn: (viewer: string) => toggleLike(artwork._id).then((answer) => ({ viewer, answer })),
    onMutate: (viewer) => {
      const before = artwork.likes;
      setLikes(withLike(before, viewer, !liked));
      return { before };
    },
    // The server is the judge: it may have seen a like from another tab.
    onSuccess: ({ viewer, answer }, _viewer, context) => setLikes(withLike(queryClient.getQueryData<Artwork>(key)?.likes ?? context.before, viewer, answer.liked)),
    onError: (error, _viewer, context) => {
      if (context) setLikes(context.before);
      showSnack(answerOr(error, MSG_CODED.tryAgainNetwork), { type: 'error' });
    },
  });

  const click = () => {
    if (!userId) {
      requireLogin(MSG_CODED.likeLoginFirst);
      return;
    }
    if (!like.isPending) like.mutate(userId);
  };

  const count = artwork.likes.length;
  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.like} aria-pressed={liked} aria-label={t('artworkPage.like')} onClick={click} data-testid="like-button">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.heart}>
          <path d="M12 20.3 4.7 13.2A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.3 6.6Z" />
        </svg>
        <span className={styles.count} aria-hidden="true" data-testid="like-count">
          {format.number(count)}
        </span>
      </button>
      <span className="kala-visually-hidden" aria-live="polite">
        {t('artworkPage.likes', { count })}
      </span>
    </span>
  );
}
