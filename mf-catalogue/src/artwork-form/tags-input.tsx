import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ARTWORK_LIMITS, type FieldA11y } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './tags-input.module.css';

interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The form's ref, aria-invalid and aria-describedby for the input, given the hint's id. */
  a11y?: (hintId: string) => FieldA11y;
  /** The tags rule's message. */
  error?: ReactNode;
}

const MAX_TAG_LENGTH = 40;

/** Tags as chips: Enter or a comma adds one, up to 10; at 10 the input is disabled (spec §5). */
export function TagsInput({ tags, onChange, a11y, error }: TagsInputProps) {
  const { t } = useCatalogueT();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();
  const full = tags.length >= ARTWORK_LIMITS.tags;

  const commit = (raw: string) => {
    const next = [...tags];
    for (const part of raw.split(',')) {
      const tag = part.trim().slice(0, MAX_TAG_LENGTH);
      if (tag && !next.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase()) && next.length < ARTWORK_LIMITS.tags) next.push(tag);
    }
    if (next.length !== tags.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && draft === '' && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.tags}>
      <label htmlFor={inputId} className={styles.label}>
        {t('artworkForm.tags')}
      </label>
      <div className={styles.box}>
        {tags.length > 0 && (
          <ul className={styles.chips} aria-label={t('artworkForm.tagsAdded')}>
            {tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                <span>{tag}</span>
                <button type="button" className={styles.removeChip} aria-label={t('artworkForm.removeTag', { tag })} onClick={() => onChange(tags.filter((x) => x !== tag))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          aria-describedby={hintId}
          {...a11y?.(hintId)}
          id={inputId}
          className={styles.input}
          type="text"
          value={draft}
          disabled={full}
          maxLength={MAX_TAG_LENGTH * 2}
          placeholder={full ? t('artworkForm.tagsFull') : t('artworkForm.tagsPlaceholder')}
          onChange={(e) => (e.target.value.includes(',') ? commit(e.target.value) : setDraft(e.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit(draft)}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('artworkForm.tagsHint', { count: tags.length, max: ARTWORK_LIMITS.tags })}
      </p>
      {error}
    </div>
  );
}
