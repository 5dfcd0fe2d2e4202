import type { ReactNode } from 'react';
import { Heading, useDocumentTitle } from '@kala/shared';
import styles from './alerts-page.module.css';

/** The alerts pages' frame (/alerts, /alerts/unsubscribe): the title (the tab's too), the intro, then the page's own part. */
export function AlertsFrame({ testId, title, intro, children }: { testId: string; title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-testid={testId}>
      <Heading level={1} size="page">
        {title}
      </Heading>
      <p className={styles.intro}>{intro}</p>
      {children}
    </div>
  );
}
