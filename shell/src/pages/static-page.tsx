import { useDocumentTitle, useTranslation } from '@kala/shared';
import styles from './pages.module.css';

export function StaticPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.${page}Title`));
  return (
    <article className={styles.article}>
      <h1>{t(`pages.${page}Title`)}</h1>
      <p>{t(`pages.${page}Body`)}</p>
    </article>
  );
}
