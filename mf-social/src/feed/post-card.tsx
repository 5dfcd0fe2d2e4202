import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ArtworkImage, Avatar, Button, IMAGE_SIZES, TOAST_MS, VerifiedBadge, confirmDialog, dismissSnack, pathTo, profilePath, sessionStore, showSnack, useRequireLogin, useStore, type Comment } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { REPLACES_FIRST_PAINT } from '@kala/shared/first-data';
import { RelativeTime, ReportDialog } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { deletePost, feedKeys, hidePost, likePost } from './feed-api';
import { snackError } from './messages';
import { CommentBox, CommentItem, PostComments } from './post-comments';
import { PostEditDialog } from './post-edit-dialog';
import { PostText } from './post-text';
import { VideoEmbed } from './video-embed';
import styles from './post-card.module.css';

/** A feed post (spec §2): author, time, text, picture or video, like, comments, and the owner's or others' actions. */
/**
 * `priority`: the page's first post, whose picture is the largest thing on screen (fetched at once, not
 * lazily), and which replaces the server's paint of it (REPLACES_FIRST_PAINT).
 */
export function PostCard({ post: initial, onDeleted, priority = false }: { post: Post; onDeleted?: () => void; priority?: boolean }) {
  const { t } = useSocialT();
  const [post, setPost] = useState(initial);
  const [hidden, setHidden] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const onComment = useCallback((c: Comment) => setPost((p) => ({ ...p, comments: p.comments + 1, lastComment: c })), []);
  // A comment typed offline has been sent: the server's copy replaces the one shown as sending.
  const onCommentSent = useCallback((c: Comment) => setPost((p) => ({ ...p, lastComment: c })), []);
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const own = userId === post.author._id;
  const queryClient = useQueryClient();

  const toggleHide = async (hide: boolean) => {
    setHidden(hide);
    try {
      await hidePost(post._id);
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
      {editing && <PostEditDialog post={post} open onClose={() => setEditing(false)} onSaved={setPost} />}
      {reporting && <ReportDialog open target="feed" id={post._id} onClose={() => setReporting(false)} />}
    </article>
  );
}

/** Like with count (optimistic, rolled back on error), comment count, the last comment or all of them, the box. */
function PostFooter({ post, onComment, onCommentSent }: { post: Post; onComment: (comment: Comment) => void; onCommentSent: (comment: Comment) => void }) {
  const { t } = useSocialT();
  const requireLogin = useRequireLogin();
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const [likes, setLikes] = useState(post.likes);
  const [open, setOpen] = useState(false);
  const liked = !!userId && likes.includes(userId);

  const like = async () => {
    if (!requireLogin(t('msg.likeLoginFirst')) || !userId) return;
    const before = likes;
    setLikes(liked ? likes.filter((id) => id !== userId) : [...likes, userId]);
    try {
      await likePost(post._id);
    } catch (error) {
      setLikes(before);
      snackError(error);
    }
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.counts}>
        <button type="button" className={styles.like} aria-pressed={liked} onClick={() => void like()}>
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
