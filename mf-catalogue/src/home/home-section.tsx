import type { ReactNode } from 'react';
import { Button } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './home-page.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  /** A link beside the title ('See all'). */
  action?: ReactNode;
  children: ReactNode;
}

/** One band of the home page: a quiet title and its works. */
export function HomeSection({ id, title, action, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={id}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A section whose call failed says so in one line and offers a retry; the rest of the page stands. */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useCatalogueT();
  return (
    <div className={styles.failed} role="alert">
      <span>{t('home.sectionFailed')}</span>
      <Button size="small" variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
