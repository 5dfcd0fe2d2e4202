import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, formatDigits, useTranslation } from '@kala/shared';
import { loadPwa } from '../pwa/load-pwa';
import styles from './footer.module.css';

/** Resolves once the browser has painted the frame being rendered (a frame, then a task after it). */
const afterPaint = () => new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));

/** The "Data saver" switch (issue 25): fetched after the footer has painted, no part of the first JS. */
const DataSaverSwitch = lazy(() => afterPaint().then(loadPwa).then((m) => ({ default: m.DataSaverSwitch })));

// Drawn, not typed: '▶' and '◎' are in no text font, and the first layout looks for a fallback font that has
// them (21–35 ms at 4× CPU for the two, against 2–4 for a line of Latin text; issue 26 §0).
const shape = (drawing: ReactNode) => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    {drawing}
  </svg>
);
const SOCIAL = [
  { href: 'https://www.youtube.com/', key: 'nav.social.video', icon: shape(<path d="M8 5v14l11-7z" fill="currentColor" stroke="none" />) },
  { href: 'https://www.facebook.com/', key: 'nav.social.facebook', icon: <span aria-hidden>f</span> },
  { href: 'https://www.instagram.com/', key: 'nav.social.photos', icon: shape(<><circle cx="12" cy="12" r="9" /><circle cx="12" cy="12" r="4" /></>) },
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
              {s.icon}
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
