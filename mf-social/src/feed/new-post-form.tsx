import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, sessionStore, showSnack, useStore } from '@kala/shared';
import { POST_FIELDS, postProblems } from '@kala/shared/rules';
import { useFieldErrors } from '@kala/shared/forms';
import { FormButtons } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { createPost, feedKeys } from './feed-api';
import { MediaFields, type MediaDraft } from './media-fields';
import { snackError } from './messages';
import styles from './post-form.module.css';

const EMPTY: MediaDraft = { picture: null, youtubeUrl: '' };

/** The new-post form on top of the feed (logged in): text required; one picture or one video link. */
export function NewPostForm() {
  const { t } = useSocialT();
  const user = useStore(sessionStore, (s) => s.user);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<MediaDraft>(EMPTY);
  const textId = useId();
  const errors = useFieldErrors(POST_FIELDS);
  const posting = useMutation({
    mutationFn: createPost,
    // The form stays busy until the feed shows the new post (the mutation waits for this promise).
    onSuccess: () => {
      setText('');
      setMedia(EMPTY);
      showSnack(t('msg.postCreated'), { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
    onError: (error) => snackError(error),
  });
  const sending = posting.isPending;
  if (!user) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (errors.show(postProblems({ post: text, imageBytes: media.picture?.size ?? null, youtubeUrl: media.youtubeUrl }))) return;
    posting.mutate({ post: text, picture: media.picture, youtubeUrl: media.youtubeUrl });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <Avatar name={user.name} picture={user.picture} size={40} />
        <label htmlFor={textId} className="kala-visually-hidden">
          {t('form.label')}
        </label>
        <div className={styles.field}>
          <textarea
            id={textId}
            className={styles.textarea}
            rows={3}
            value={text}
            placeholder={t('form.placeholder')}
            {...errors.field('post')}
            onChange={(e) => {
              errors.clear('post');
              setText(e.target.value);
            }}
          />
          {errors.message('post')}
        </div>
      </div>
      <MediaFields draft={media} onChange={setMedia} errors={errors} />
      <FormButtons className={styles.actions} submit={sending ? t('form.posting') : t('form.post')} busy={sending} />
    </form>
  );
}
