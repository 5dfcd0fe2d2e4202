import { useId, useState } from 'react';
// By package name: this file is bundled into the remotes that use it (@kala/shared/controls).
import { Button, truncate } from '@kala/shared';
import styles from './read-more.module.css';

export interface ReadMoreProps {
  text: string;
  /** Characters shown while collapsed (spec §9 text cuts). */
  cut: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}

/** Text cut at `cut` characters with a toggle; short text shows whole, with no toggle. */
export function ReadMore({ text, cut, moreLabel, lessLabel, className }: ReadMoreProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > cut;
  return (
    <p id={id} className={[styles.text, className].filter(Boolean).join(' ')}>
      {open || !long ? text : truncate(text, cut)}
      {long && (
        <Button variant="link" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? lessLabel : moreLabel}
        </Button>
      )}
    </p>
  );
}
