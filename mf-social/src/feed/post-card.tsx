import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ArtworkImage, Avatar, Button, IMAGE_SIZES, TOAST_MS, VerifiedBadge, confirmDialog, dismissSnack, pathTo, profilePath, sessionStore, showSnack, useRequireLogin, useStore, type Comment } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { REPLACES_FIRST_PAINT } from '@kala/shared/first-data';
import { RelativeTime, ReportDialog } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { deletePost, feedKeys, hidePost, likePost } from './feed-api';
import { snackError } from './messages';
import { CommentBox, CommentItem, PostComments } from './post-comments';
import { updateCachedPost, type CachedPost } from './post-cache';
import { PostEditDialog } from './post-edit-dialog';
import { PostText } from './post-text';
import { VideoEmbed } from './video-embed';
import styles from './post-card.module.css';

/** A feed post (spec §2): author, time, text, picture or video, like, comments, and the owner's or others' actions. */
/**
 * `post` is the cached copy (the feed's pages, the post's page, a profile's Feed tab): a like, hide, edit or
 * comment changes every cached copy (post-cache.ts), never a copy of the card's own, so the card shows the
 * same post whichever page mounts it again (Back).
 *
 * `priority`: the page's first post, whose picture is the largest thing on screen (fetched at once, not
 * lazily), and which replaces the server's paint of it (REPLACES_FIRST_PAINT).
 */
export function PostCard({ post, onDeleted, priority = false }: { post: Post; onDeleted?: () => void; priority?: boolean }) {
  const { t } = useSocialT();
  const hidden = !!(post as CachedPost).hidden;
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const id = post._id;
  const onComment = useCallback((c: Comment) => updateCachedPost(queryClient, id, (p) => ({ ...p, comments: p.comments + 1, lastComment: c })), [queryClient, id]);
  // A comment typed offline has been sent: the server's copy replaces the one shown as sending.
  const onCommentSent = useCallback((c: Comment) => updateCachedPost(queryClient, id, (p) => ({ ...p, lastComment: c })), [queryClient, id]);
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const own = userId === post.author._id;

  // Hidden at once; the server's answer is the judge (it toggles), and a failure puts the post back.
  const setHidden = (value: boolean) => updateCachedPost(queryClient, id, (p) => ({ ...p, hidden: value }));
  const toggleHide = async (hide: boolean) => {
    setHidden(hide);
    try {
      setHidden(await hidePost(id));
    } catch (error) {
      setHidden(!hide);
      snackError(error);
    }
  };

  const remove = async () => {
    if (!(await confirmDialog({ title: t('post.deleteTitle'), message: t('post.deleteText'), yesLabel: t('post.delete'), noLabel: t('common.cancel') }))) return;
    const progress = showSnack(t('msg.deletingPost'), { duration: TOAST_MS.deletingPost });
    try {
      await deletePost(post._id);
      dismissSnack(progress);
      showSnack(t('msg.postDeleted'), { type: 'success', duration: TOAST_MS.follow });
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      onDeleted?.();
    } catch (error) {
      dismissSnack(progress);
      snackError(error);
    }
  };

  if (hidden) {
    return (
      <article className={`${styles.card} ${styles.hiddenCard}`} aria-label={t('post.hidden')}>
        <p role="status">{t('post.hidden')}</p>
        <Button variant="link" onClick={() => void toggleHide(false)}>
          {t('post.undo')}
        </Button>
      </article>
    );
  }

  return (
    <article className={styles.card} aria-labelledby={`post-${post._id}`} data-testid="post-card" {...(priority && { [REPLACES_FIRST_PAINT]: '' })}>
      <header className={styles.header}>
        <Avatar name={post.author.name} picture={post.author.picture} size={44} />
        <div className={styles.byline}>
          <Link id={`post-${post._id}`} to={profilePath(post.author)} className={styles.author}>
            {post.author.name}
          </Link>
          {post.author.verifiedArtist && <VerifiedBadge />}
          <Link to={pathTo('feedPost', { id: post._id })} className={styles.time}>
            <RelativeTime iso={post.created} />
          </Link>
        </div>
        {userId && (
          <div className={styles.actions} role="group" aria-label={t('post.actions')}>
            {own ? (
              <>
                <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
                  {t('post.edit')}
                </Button>
                <Button variant="ghost" size="small" onClick={() => void remove()}>
                  {t('post.delete')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" size="small" onClick={() => setReporting(true)}>
                  {t('post.report')}
                </Button>
                <Button variant="ghost" size="small" onClick={() => void toggleHide(true)}>
                  {t('post.hide')}
                </Button>
              </>
            )}
          </div>
        )}
      </header>
      <PostText text={post.post} />
      {post.picture && <ArtworkImage image={post.picture} size="productImage" sizes={IMAGE_SIZES.post} className={styles.picture} priority={priority} />}
      {post.youtube_url && <VideoEmbed url={post.youtube_url} />}
      <PostFooter post={post} onComment={onComment} onCommentSent={onCommentSent} />
      {editing && <PostEditDialog post={post} open onClose={() => setEditing(false)} />}
      {reporting && <ReportDialog open target="feed" id={post._id} onClose={() => setReporting(false)} />}
    </article>
  );
}

const withLike = (likes: string[], userId: string, liked: boolean) => (liked ? (likes.includes(userId) ? likes : [...likes, userId]) : likes.filter((id) => id !== userId));

/**
 * Like with count (optimistic in every cached copy, rolled back on error, then as the server answered), comment
 * count, the last comment or all of them, the box.
 */
function PostFooter({ post, onComment, onCommentSent }: { post: Post; onComment: (comment: Comment) => void; onCommentSent: (comment: Comment) => void }) {
  const { t } = useSocialT();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const [open, setOpen] = useState(false);
  const likes = post.likes;
  const liked = !!userId && likes.includes(userId);
  const setLikes = (change: (likes: string[]) => string[]) => updateCachedPost(queryClient, post._id, (p) => ({ ...p, likes: change(p.likes) }));

  const liking = useMutation({
    mutationFn: ({ viewer }: { viewer: string; like: boolean }) => likePost(post._id).then((answer) => ({ viewer, answer })),
    onMutate: ({ viewer, like }) => {
      const before = likes;
      setLikes((now) => withLike(now, viewer, like));
      return { before };
    },
    // The server toggles and is the judge: it may have seen a like from another tab.
    onSuccess: ({ viewer, answer }) => setLikes((now) => withLike(now, viewer, answer.liked)),
    onError: (error, _vars, context) => {
      if (context) setLikes(() => context.before);
      snackError(error);
    },
  });

  const like = () => {
    if (!requireLogin(t('msg.likeLoginFirst')) || !userId) return;
    if (!liking.isPending) liking.mutate({ viewer: userId, like: !liked });
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.counts}>
        <button type="button" className={styles.like} aria-pressed={liked} onClick={like}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="kala-visually-hidden">{t('post.like')}, </span>
          {t('post.likes', { count: likes.length })}
        </button>
        <span className={styles.commentCount}>{t('post.comments', { count: post.comments })}</span>
      </div>
      {post.comments > 0 && (
        <Button variant="link" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('post.hideComments') : t('post.viewAll', { count: post.comments })}
        </Button>
      )}
      {open ? (
        <PostComments postId={post._id} total={post.comments} />
      ) : (
        post.lastComment && (
          <ol className={styles.commentList}>
            <CommentItem comment={post.lastComment} />
          </ol>
        )
      )}
      <CommentBox postId={post._id} onAdded={onComment} onSent={onCommentSent} />
    </footer>
  );
}
