// A new show's form: words, dates, the explicit flag, the pictures in the order chosen (each with its
// title) and an optional audio loop, sent as one multipart request.
import { useState, type FormEvent } from 'react';
import { FormButtons } from '@kala/shared/remote-kit';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

export function ShowForm({ busy, onSubmit }: { busy: boolean; onSubmit: (form: FormData) => void }) {
  const { t } = useAdminT();
  const [images, setImages] = useState<File[]>([]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    form.delete('pictures');
    for (const image of images) form.append('images[]', image);
    if (!(form.get('audio') as File | null)?.size) form.delete('audio');
    form.set('explicit', form.get('explicit') ? 'true' : 'false');
    onSubmit(form);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label>
        {t('exhibitions.showTitle')}
        <input name="title" required maxLength={200} />
      </label>
      <label>
        {t('exhibitions.artist')}
        <input name="artist" required maxLength={100} />
      </label>
      <label>
        {t('exhibitions.artistEmail')}
        <input name="artistEmail" type="email" autoComplete="off" maxLength={254} />
      </label>
      <label>
        {t('exhibitions.description')}
        <textarea name="description" rows={3} maxLength={5000} />
      </label>
      <label>
        {t('exhibitions.start')}
        <input name="start" type="date" required />
      </label>
      <label>
        {t('exhibitions.end')}
        <input name="end" type="date" />
      </label>
      <label className={styles.row}>
        <input name="explicit" type="checkbox" />
        {t('exhibitions.explicit')}
      </label>
      <label>
        {t('exhibitions.images')}
        <input name="pictures" type="file" accept="image/jpeg,image/png,image/webp" multiple required onChange={(e) => setImages([...(e.target.files ?? [])])} />
      </label>
      {images.map((image, i) => (
        <label key={`${image.name}-${i}`}>
          {t('exhibitions.workTitle', { n: i + 1 })}
          <input name="titles[]" defaultValue={image.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ')} maxLength={200} />
        </label>
      ))}
      <label>
        {t('exhibitions.audio')}
        <input name="audio" type="file" accept="audio/wav,audio/ogg,audio/mpeg" />
      </label>
      <FormButtons className={styles.actions} submit={t('exhibitions.save')} busy={busy} />
    </form>
  );
}
