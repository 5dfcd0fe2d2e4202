import { Link } from 'react-router-dom';
import { ROUTES, buttonClass, formatDigits, useDocumentTitle, useTranslation } from '@kala/shared';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('msg.pageNotFound'));
  return (
    <section className={styles.center}>
      <p className={styles.big} aria-hidden>
        {formatDigits(404, i18n.language)}
      </p>
      <h1>{t('msg.pageNotFound')}</h1>
      <Link to={ROUTES.home} className={buttonClass()}>
        {t('common.backToHome')}
      </Link>
    </section>
  );
}
