import { useId } from 'react';
import { ATTACHMENT_LIMITS_MB, POST_LIMITS, showSnack } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import styles from './post-form.module.css';

export interface MediaDraft {
  picture: File | null;
  youtubeUrl: string;
}

/**
 * One picture or one video link, never both (spec §4): choosing one clears the other. Only images, under
 * the post limit; the server checks the same again by content.
 */
export function MediaFields({ draft, onChange, hasMedia }: { draft: MediaDraft; onChange: (next: MediaDraft) => void; hasMedia?: boolean }) {
  const { t } = useSocialT();
  const fileId = useId();
  const videoId = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void showSnack(t('msg.imageTypeInvalid'), { type: 'error' });
    if (file.size >= POST_LIMITS.imageBytes) return void showSnack(t('msg.postImageTooLarge', { n: ATTACHMENT_LIMITS_MB.post }), { type: 'error' });
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
        onChange={(e) => onChange({ picture: e.target.value ? null : draft.picture, youtubeUrl: e.target.value })}
      />
    </div>
  );
}
