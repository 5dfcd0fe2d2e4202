import { useId } from 'react';
import { ATTACHMENT_LIMITS_MB, POST_LIMITS } from '@kala/shared';
import { type PostField } from '@kala/shared/rules';
import { type FieldErrors } from '@kala/shared/forms';
import { useSocialT } from '../i18n/social-i18n';
import styles from './post-form.module.css';

export interface MediaDraft {
  picture: File | null;
  youtubeUrl: string;
}

/**
 * One picture or one video link, never both (spec §4): choosing one clears the other. Only images, under
 * the post limit; the server checks the same again by content. Problems show under their field.
 */
export function MediaFields({ draft, onChange, errors, hasMedia }: { draft: MediaDraft; onChange: (next: MediaDraft) => void; errors: FieldErrors<PostField>; hasMedia?: boolean }) {
  const { t } = useSocialT();
  const fileId = useId();
  const videoId = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    errors.clear('picture');
    if (!file.type.startsWith('image/')) return void errors.show([{ field: 'picture', key: 'imageTypeInvalid' }]);
    if (file.size >= POST_LIMITS.imageBytes) return void errors.show([{ field: 'picture', key: 'postImageTooLarge', values: { n: ATTACHMENT_LIMITS_MB.post } }]);
    errors.clear('youtubeUrl');
    onChange({ picture: file, youtubeUrl: '' });
  };
  return (
    <div className={styles.media}>
      <label className={styles.file} htmlFor={fileId}>
        {draft.picture || hasMedia ? t('form.changeImage') : t('form.image')}
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="kala-visually-hidden"
          {...errors.field('picture')}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {draft.picture && <span className={styles.attached}>{t('form.attached', { name: draft.picture.name })}</span>}
      <label className={styles.videoLabel} htmlFor={videoId}>
        {hasMedia ? t('form.changeVideo') : t('form.video')}
      </label>
      <input
        id={videoId}
        className={styles.videoInput}
        type="url"
        inputMode="url"
        placeholder={t('form.videoPlaceholder')}
        value={draft.youtubeUrl}
        {...errors.field('youtubeUrl')}
        onChange={(e) => {
          errors.clear('youtubeUrl');
          onChange({ picture: e.target.value ? null : draft.picture, youtubeUrl: e.target.value });
        }}
      />
      <div className={styles.messages}>
        {errors.message('picture')}
        {errors.message('youtubeUrl')}
      </div>
    </div>
  );
}
