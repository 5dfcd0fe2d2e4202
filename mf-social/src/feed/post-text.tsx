import { useId, useState } from 'react';
import { Button, TEXT_CUTS, truncate } from '@kala/shared';
import { linkify } from '@kala/shared/rules';
import { useSocialT } from '../i18n/social-i18n';
import styles from './post-card.module.css';

/** Post text as text: cut at 300 characters with Read More / Read Less; web links become links, nothing else is interpreted. */
export function PostText({ text }: { text: string }) {
  const { t } = useSocialT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > TEXT_CUTS.postPreview;
  const shown = open || !long ? text : truncate(text, TEXT_CUTS.postPreview);
  return (
    <p id={id} className={styles.text}>
      {linkify(shown).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
      {long && (
        <Button variant="link" className={styles.more} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? t('post.readLess') : t('post.readMore')}
        </Button>
      )}
    </p>
  );
}
