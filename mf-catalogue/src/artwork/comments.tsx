import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { answerOr, Avatar, Button, type Comment, COMMENTS_SHOWN, Heading, MSG_CODED, profilePath, sessionStore, showSnack, Skeleton, SkeletonText, useFormat, useStore, VerifiedBadge } from '@kala/shared';
import { useDates, useWhen } from '@kala/shared/dates';
import { CommentForm, isPendingComment, LoginLink, pendingComment, RetryLine, useCommentMutation, useOutboxSent } from '@kala/shared/remote-kit';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { artworkExtrasKeys, fetchComments, postComment, type CommentPage } from './artwork-extras-api';
import styles from './comments.module.css';

/**
 * Spec §2/§4: the 2 newest comments, 'View All Comments (n)' loads every one, Show Less goes back. A new
 * comment shows at once, then the list reloads from the server. Logged out, a link to log in and come back.
 */
export function Comments({ productId }: { productId: string }) {
  const { t } = useCatalogueT();
  const [all, setAll] = useState(false);
  const headingId = useId();
  const newest = useQuery({ queryKey: artworkExtrasKeys.commentPage(productId, false), queryFn: () => fetchComments(productId, COMMENTS_SHOWN.artwork) });
  const every = useQuery({ queryKey: artworkExtrasKeys.commentPage(productId, true), queryFn: () => fetchComments(productId, 0), enabled: all });
  // While every comment loads, the newest stay on screen.
  const page = all && every.data ? every.data : newest.data;
  const total = page?.total ?? 0;
  const format = useFormat();
  const shown = all && every.data ? every.data.comments : (page?.comments ?? []).slice(0, COMMENTS_SHOWN.artwork);

  return (
    <section className={styles.comments} aria-labelledby={headingId} data-testid="comments">
      <Heading id={headingId} className={styles.title}>
        {t('artworkPage.comments')}
        {total > 0 && <span className={styles.count}> ({format.number(total)})</span>}
      </Heading>
      <CommentBox productId={productId} />
      {/* The thread keeps the room of two comments whatever it holds (loading, none, an error, or the two
          newest), so the section below stays put when the comments arrive. */}
      <div className={styles.thread}>
        {newest.isPending ? (
          <CommentListSkeleton />
        ) : newest.isError ? (
          <RetryLine className={styles.quiet} text={t('artworkPage.commentsFailed')} onRetry={() => void newest.refetch()} />
        ) : shown.length === 0 ? (
          <p className={styles.quiet}>{t('artworkPage.noComments')}</p>
        ) : (
          <ol className={styles.list} aria-busy={all && every.isFetching}>
            {shown.map((comment) => (
              <CommentItem key={comment._id} comment={comment} />
            ))}
          </ol>
        )}
      </div>
      {total > COMMENTS_SHOWN.artwork &&
        (all ? (
          <Button variant="link" className={styles.toggle} aria-expanded="true" onClick={() => setAll(false)}>
            {t('artworkPage.showLess')}
          </Button>
        ) : (
          <Button variant="link" className={styles.toggle} aria-expanded="false" onClick={() => setAll(true)}>
            {t('artworkPage.viewAllComments', { count: total })}
          </Button>
        ))}
    </section>
  );
}

const withComment = (comment: Comment) => (page: CommentPage | undefined) => (page ? { comments: [comment, ...page.comments], total: page.total + 1 } : page);

function CommentBox({ productId }: { productId: string }) {
  const { t } = useCatalogueT();
  const queryClient = useQueryClient();
  const user = useStore(sessionStore, (s) => s.user);
  const [text, setText] = useState('');
  useOutboxSent(() => void queryClient.invalidateQueries({ queryKey: artworkExtrasKeys.comments(productId) }));
  const commenting = useCommentMutation((comment) => postComment(productId, comment), artworkExtrasKeys.comments(productId), {
    // Shown at once, in both the short and the full list.
    onMutate: async (comment) => {
      if (!user) return;
      const pending = pendingComment(user, comment, productId);
      await queryClient.cancelQueries({ queryKey: artworkExtrasKeys.comments(productId) });
      queryClient.setQueriesData<CommentPage>({ queryKey: artworkExtrasKeys.comments(productId) }, withComment(pending));
      setText('');
    },
    // Offline, the comment stays shown as sending until the service worker has sent it (useOutboxSent).
    onSuccess: ({ queued }) => {
      if (queued) showSnack(t('artworkPage.commentQueued'));
    },
    onError: (error, comment) => {
      setText(comment);
      showSnack(answerOr(error, MSG_CODED.tryAgainNetwork), { type: 'error' });
    },
  });

  if (!user) {
    return (
      <p className={styles.loginHint}>
        <LoginLink>{t('artworkPage.writeComment')}</LoginLink>
      </p>
    );
  }

  return (
    <CommentForm
      text={text}
      onText={setText}
      onSend={(comment) => commenting.mutate(comment)}
      sending={commenting.isPending}
      words={{ label: t('artworkPage.commentLabel'), placeholder: t('artworkPage.commentPlaceholder'), send: t('artworkPage.postComment') }}
      multiline
      classNames={{ form: styles.form, input: styles.input }}
    />
  );
}

/** Two comments' shape (avatar, name and date, a line of text) while they load; said 'loading' to readers. */
function CommentListSkeleton() {
  const { t } = useCatalogueT();
  return (
    <ol className={styles.list} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: COMMENTS_SHOWN.artwork }, (_, i) => (
        <li key={i} className={styles.item} aria-hidden="true">
          <Skeleton shape="round" width={36} height={36} />
          <div className={styles.body}>
            <SkeletonText className={styles.meta} width="8rem" />
            <SkeletonText className={styles.text} width="70%" />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The comments section's shape, for the artwork page's skeleton. */
export function CommentsSkeleton() {
  return (
    <div className={styles.comments} aria-hidden="true">
      <SkeletonText className={styles.title} width="9rem" />
      <Skeleton shape="text" width="12rem" />
      <div className={styles.thread}>
        <CommentListSkeleton />
      </div>
    </div>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useCatalogueT();
  const when = useWhen();
  const dates = useDates();
  const { author } = comment;
  const pending = isPendingComment(comment);
  const date = new Date(comment.created);
  const authorName = author.slug ? <Link to={profilePath(author)}>{author.name}</Link> : <span>{author.name}</span>;
  return (
    <li className={styles.item} data-testid="comment" aria-busy={pending || undefined}>
      <Avatar name={author.name} picture={author.picture} size={36} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.author}>{authorName}</span>
          {author.verifiedArtist && <VerifiedBadge />}
          {pending ? (
            <span className={styles.time}>{t('artworkPage.commentSending')}</span>
          ) : (
            !Number.isNaN(date.getTime()) && (
              <time className={styles.time} dateTime={comment.created} title={dates.date(date, { withTime: true })}>
                {when(comment.created)}
              </time>
            )
          )}
        </p>
        <p className={styles.text}>{comment.comment}</p>
      </div>
    </li>
  );
}
