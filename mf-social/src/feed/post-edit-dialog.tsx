import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, MSG_CODED, showSnack } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { POST_FIELDS, postProblems } from '@kala/shared/rules';
import { useFieldErrors } from '@kala/shared/forms';
import { FormButtons } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { updatePost } from './feed-api';
import { MediaFields, type MediaDraft } from './media-fields';
import { snackError } from './messages';
import { reloadPosts, updateCachedPost } from './post-cache';
import styles from './post-form.module.css';

/**
 * Spec §2 post-edit dialog: the text, one picture or a video link ('Change Video URL'), Cancel and Save. Saved,
 * it closes, every cached copy of the post becomes the server's (so Back shows it too), and they reload.
 */
export function PostEditDialog({ post, open, onClose }: { post: Post; open: boolean; onClose: () => void }) {
  const { t } = useSocialT();
  const queryClient = useQueryClient();
  const [text, setText] = useState(post.post);
  const [media, setMedia] = useState<MediaDraft>({ picture: null, youtubeUrl: post.youtube_url ?? '' });
  const [dropMedia, setDropMedia] = useState(false);
  const saving = useMutation({
    mutationFn: (change: Parameters<typeof updatePost>[1]) => updatePost(post._id, change),
    onSuccess: (saved) => {
      showSnack(t('msg.postUpdated'), { type: 'success' });
      updateCachedPost(queryClient, post._id, (cached) => ({ ...cached, ...saved }));
      onClose();
      void reloadPosts(queryClient);
    },
    onError: (error) => snackError(error, MSG_CODED.postUpdateFailed),
  });
  const textId = useId();
  const errors = useFieldErrors(POST_FIELDS);
  const hasMedia = !dropMedia && (!!post.picture || !!post.youtube_url);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const videoChanged = media.youtubeUrl !== (post.youtube_url ?? '');
    const youtubeUrl = videoChanged ? media.youtubeUrl : '';
    if (errors.show(postProblems({ post: text, imageBytes: media.picture?.size ?? null, youtubeUrl }))) return;
    saving.mutate({ post: text, picture: media.picture, youtubeUrl, dropMedia: dropMedia || (videoChanged && !media.youtubeUrl && !!post.youtube_url) });
  };

  return (
    <Modal open={open} title={t('post.editTitle')} onClose={onClose} size="wide">
      <form className={styles.dialogForm} onSubmit={save}>
        <label htmlFor={textId} className="kala-visually-hidden">
          {t('form.label')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={5}
          value={text}
          {...errors.field('post')}
          onChange={(e) => {
            errors.clear('post');
            setText(e.target.value);
          }}
        />
        {errors.message('post')}
        <MediaFields draft={media} onChange={setMedia} errors={errors} hasMedia={hasMedia} />
        {hasMedia && !media.picture && (
          <Button variant="link" onClick={() => (setDropMedia(true), setMedia({ picture: null, youtubeUrl: '' }))}>
            {t('form.removeMedia')}
          </Button>
        )}
        <FormButtons className={styles.actions} cancel={{ label: t('common.cancel'), onClick: onClose }} submit={t('post.save')} busy={saving.isPending} />
      </form>
    </Modal>
  );
}
