import type { ReactNode } from 'react';
import styles from './heading.module.css';

export interface HeadingProps {
  /** The level fits the document outline; the size fits the design. */
  level?: 1 | 2 | 3;
  /** 'page': a page's title; 'section': a section's, a panel's or a dialog's title. */
  size?: 'page' | 'section';
  id?: string;
  /** Spacing comes from here: the kit sets no margin, so a caller's single class always wins. */
  className?: string;
  children: ReactNode;
}

/** A title in the display face: pages, sections, panels and dialogs share one type scale. */
export function Heading({ level = 2, size = 'section', id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={[styles.heading, styles[size], className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
