import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, formatDigits, useTranslation } from '@kala/shared';
import { loadPwa } from '../pwa/load-pwa';
import styles from './footer.module.css';

/** Resolves once the browser has painted the frame being rendered (a frame, then a task after it). */
const afterPaint = () => new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));

/** The "Data saver" switch (issue 25): fetched after the footer has painted, no part of the first JS. */
const DataSaverSwitch = lazy(() => afterPaint().then(loadPwa).then((m) => ({ default: m.DataSaverSwitch })));

const SOCIAL = [
  { href: 'https://www.youtube.com/', key: 'nav.social.video', icon: '▶' },
  { href: 'https://www.facebook.com/', key: 'nav.social.facebook', icon: 'f' },
  { href: 'https://www.instagram.com/', key: 'nav.social.photos', icon: '◎' },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  return (
    <footer className={styles.footer}>
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
      <Suspense fallback={null}>
        <DataSaverSwitch />
      </Suspense>
      <p className={styles.copy}>{t('nav.copyright', { year: formatDigits(new Date().getFullYear(), i18n.language) })}</p>
    </footer>
  );
}
