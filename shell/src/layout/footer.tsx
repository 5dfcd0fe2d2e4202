import { Link } from 'react-router-dom';
import { ROUTES, formatDigits, useTranslation } from '@kala/shared';
import styles from './footer.module.css';

const SOCIAL = [
  { href: 'https://www.youtube.com/', key: 'nav.social.video', icon: '▶' },
  { href: 'https://www.facebook.com/', key: 'nav.social.facebook', icon: 'f' },
  { href: 'https://www.instagram.com/', key: 'nav.social.photos', icon: '◎' },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  return (
    <footer className={styles.footer} data-site-footer>
      <nav className={styles.links} aria-label={t('nav.termsOfUse')}>
        <Link to={ROUTES.terms}>{t('nav.termsOfUse')}</Link>
        <Link to={ROUTES.privacyPolicy}>{t('nav.privacyPolicy')}</Link>
      </nav>
      <ul className={styles.social}>
        {SOCIAL.map((s) => (
          <li key={s.href}>
            <a href={s.href} aria-label={t(s.key)} rel="noopener noreferrer" target="_blank">
              <span aria-hidden>{s.icon}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.copy}>{t('nav.copyright', { year: formatDigits(new Date().getFullYear(), i18n.language) })}</p>
    </footer>
  );
}
