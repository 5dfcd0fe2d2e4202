import { MINIMUM_AGE, formatDigits, useDocumentTitle, useTranslation } from '@kala/shared';
import styles from './pages.module.css';

export function StaticPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t(`pages.${page}Title`));
  return (
    <article className={styles.article}>
      <h1>{t(`pages.${page}Title`)}</h1>
      <p>{t(`pages.${page}Body`, { age: formatDigits(MINIMUM_AGE, i18n.language) })}</p>
    </article>
  );
}
