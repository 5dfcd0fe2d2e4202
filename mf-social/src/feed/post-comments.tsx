import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Avatar, Button, COMMENTS_SHOWN, VerifiedBadge, profilePath, sessionStore, showSnack, useStore, type Comment } from '@kala/shared';
import { CommentForm, LoginLink, RelativeTime, ReportDialog, isPendingComment, pendingComment, useCommentMutation, useOutboxSent } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { addComment, feedKeys, fetchComments } from './feed-api';
import { snackError } from './messages';
import styles from './post-card.module.css';

/** One comment; a signed-in reader who did not write it can report it (the operators may hide it). */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useSocialT();
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const [reporting, setReporting] = useState(false);
  return (
    <li className={styles.comment}>
      <Avatar name={comment.author.name} picture={comment.author.picture} size={32} />
      <div className={styles.commentBody}>
        <p className={styles.commentMeta}>
          <Link to={profilePath(comment.author)}>{comment.author.name}</Link>
          {comment.author.verifiedArtist && <VerifiedBadge />}{' '}
          {isPendingComment(comment) ? <span className={styles.time}>{t('post.commentSending')}</span> : <RelativeTime iso={comment.created} className={styles.time} />}
        </p>
        <p className={styles.commentText}>{comment.comment}</p>
      </div>
      {userId && userId !== comment.author._id && (
        <Button variant="ghost" size="small" aria-label={t('post.reportComment', { name: comment.author.name })} onClick={() => setReporting(true)}>
          {t('post.report')}
        </Button>
      )}
      {reporting && <ReportDialog open target="comment" id={comment._id} onClose={() => setReporting(false)} />}
    </li>
  );
}

/** Every comment of a post, newest first: 5 until View More (spec §4). */
export function PostComments({ postId, total }: { postId: string; total: number }) {
  const { t } = useSocialT();
  const [shown, setShown] = useState<number>(COMMENTS_SHOWN.post);
  const all = useQuery({ queryKey: feedKeys.comments(postId), queryFn: () => fetchComments(postId, 0) });
  const comments = all.data?.comments ?? [];
  const count = all.data?.total ?? total;
  return (
    <div className={styles.comments}>
      <ol className={styles.commentList} aria-busy={all.isFetching}>
        {comments.slice(0, shown).map((c) => (
          <CommentItem key={c._id} comment={c} />
        ))}
      </ol>
      {count > shown && (
        <Button variant="link" onClick={() => setShown((n) => n + COMMENTS_SHOWN.post)}>
          {t('post.viewMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * The comment box; logged out, the 'login' link (back here after). A new comment shows at once, then the list
 * reloads. Offline, the service worker keeps it: shown as sending, replaced by the server's copy once sent.
 */
export function CommentBox({ postId, onAdded, onSent }: { postId: string; onAdded: (comment: Comment) => void; onSent: (comment: Comment) => void }) {
  const { t } = useSocialT();
  const queryClient = useQueryClient();
  const user = useStore(sessionStore, (s) => s.user);
  const [text, setText] = useState('');
  // The text of a comment the service worker keeps, until the server's copy is found.
  const [waiting, setWaiting] = useState<string | null>(null);
  useOutboxSent(
    useCallback(() => {
      if (waiting === null) return;
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      fetchComments(postId, COMMENTS_SHOWN.post).then(({ comments }) => {
        const sent = comments.find((c) => c.author._id === user?._id && c.comment === waiting);
        if (!sent) return;
        setWaiting(null);
        onSent(sent);
      }, () => undefined);
    }, [waiting, queryClient, postId, onSent, user?._id]),
  );
  const commenting = useCommentMutation((comment) => addComment(postId, comment), feedKeys.comments(postId), {
    onSuccess: ({ comment, queued }, typed) => {
      if (queued && user) {
        onAdded(pendingComment(user, typed, postId));
        setWaiting(typed);
        showSnack(t('post.commentQueued'));
      } else if (comment) onAdded(comment);
      setText('');
    },
    onError: (error) => snackError(error),
  });
  if (!user) {
    return (
      <p className={styles.loginHint}>
        <LoginLink>{t('post.login')}</LoginLink>{' '}
        {t('post.loginToComment')}
      </p>
    );
  }
  return (
    <CommentForm
      text={text}
      onText={setText}
      onSend={(comment) => commenting.mutate(comment)}
      sending={commenting.isPending}
      words={{ label: t('post.commentLabel'), placeholder: t('post.commentPlaceholder'), send: t('post.send') }}
      classNames={{ form: styles.commentForm, input: styles.commentInput }}
    />
  );
}
