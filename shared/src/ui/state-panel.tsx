import type { ReactNode } from 'react';
import { Heading } from './heading';
import styles from './state-panel.module.css';

export interface StatePanelProps {
  title: string;
  hint?: string;
  /** The next step: a link or a button. */
  children?: ReactNode;
  role?: 'alert' | 'status';
  /** The heading level fits where the panel stands (a page's h1, or inside a page). */
  level?: 1 | 2;
}

/** Empty, error and not-found states: what happened, and what to do next. */
export function StatePanel({ title, hint, children, role, level = 2 }: StatePanelProps) {
  return (
    <section className={styles.panel} role={role}>
      <Heading level={level} className={styles.title}>
        {title}
      </Heading>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
