import { useId, type ChangeEvent, type ReactNode } from 'react';
import { ARTWORK_LIMITS, ArtworkImage, Button, type FieldA11y } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ACCEPTED_TYPES, type FormImage } from './form-state';
import { FilePreview } from './file-preview';
import styles from './image-strip.module.css';

interface ImageStripProps {
  images: FormImage[];
  /** The work's name: the alt text of an image left blank. */
  name: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMakeCover: (key: string) => void;
  onAlt: (key: string, alt: string) => void;
  /** The form's ref, aria-invalid and aria-describedby for the file input, given the hint's id. */
  a11y?: (hintId: string) => FieldA11y;
  /** The images rule's message, shown under the strip. */
  error?: ReactNode;
}

/** The multi-image strip of spec §2: up to 6, the first marked Cover, 'Make Cover' on the others. */
export function ImageStrip({ images, name, onAdd, onRemove, onMakeCover, onAlt, a11y, error }: ImageStripProps) {
  const { t } = useCatalogueT();
  const inputId = useId();
  const hintId = useId();
  const full = images.length >= ARTWORK_LIMITS.images;
  const field = a11y?.(hintId) ?? { 'aria-describedby': hintId };
  const invalid = 'aria-invalid' in field && field['aria-invalid'];
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length) onAdd(files);
  };
  return (
    <div className={styles.strip}>
      <ol className={styles.list} aria-label={t('artworkForm.imagesLabel')}>
        {images.map((image, index) => (
          <StripItem key={image.key} image={image} index={index} total={images.length} name={name} onRemove={onRemove} onMakeCover={onMakeCover} onAlt={onAlt} />
        ))}
        {!full && (
          <li className={styles.addItem}>
            <label htmlFor={inputId} className={styles.add} data-invalid={invalid || undefined}>
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              <span>{t('artworkForm.addImages')}</span>
              <span className={styles.addCount}>{t('artworkForm.imageCount', { count: images.length, max: ARTWORK_LIMITS.images })}</span>
            </label>
            <input
              {...field}
              id={inputId}
              className={styles.file}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              multiple
              onChange={pick}
              data-testid="image-input"
            />
          </li>
        )}
      </ol>
      <p id={hintId} className={styles.hint}>
        {t('artworkForm.imagesHint', { max: ARTWORK_LIMITS.images, mb: Math.round(ARTWORK_LIMITS.imageBytes / (1024 * 1024)) })}
      </p>
      {error}
    </div>
  );
}

interface StripItemProps extends Pick<ImageStripProps, 'name' | 'onRemove' | 'onMakeCover' | 'onAlt'> {
  image: FormImage;
  index: number;
  total: number;
}

function StripItem({ image, index, total, name, onRemove, onMakeCover, onAlt }: StripItemProps) {
  const { t } = useCatalogueT();
  const altId = useId();
  const cover = index === 0;
  const label = t('artworkForm.imageN', { index: index + 1, total });
  return (
    <li className={styles.item} data-testid="strip-item" data-cover={cover || undefined}>
      <div className={styles.frame}>
        {image.kind === 'old' ? (
          <ArtworkImage image={{ ...image.image, alt: image.alt || name }} size="thumbnail" sizes="160px" className={styles.thumb} style={{ height: '100%' }} />
        ) : (
          <FilePreview file={image.file} alt={image.alt || name || image.file.name} className={styles.thumb} />
        )}
        {cover && <span className={styles.coverBadge}>{t('artworkForm.cover')}</span>}
      </div>
      <div className={styles.controls}>
        {!cover && (
          <Button variant="link" size="small" className={styles.control} onClick={() => onMakeCover(image.key)} aria-label={t('artworkForm.makeCoverOf', { image: label })}>
            {t('artworkForm.makeCover')}
          </Button>
        )}
        <Button variant="link" size="small" className={`${styles.control} ${styles.remove}`} onClick={() => onRemove(image.key)} aria-label={t('artworkForm.removeImageOf', { image: label })}>
          {t('artworkForm.removeImage')}
        </Button>
      </div>
      <label htmlFor={altId} className={styles.altLabel}>
        {t('artworkForm.altText')}
      </label>
      <input id={altId} className={styles.alt} type="text" value={image.alt} maxLength={200} placeholder={name || t('artworkForm.altPlaceholder')} onChange={(e) => onAlt(image.key, e.target.value)} />
    </li>
  );
}
