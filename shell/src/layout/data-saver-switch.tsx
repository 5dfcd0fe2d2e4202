// The footer's "Data saver" switch (issue 25), a chunk of its own (the footer is below the first screen).
// On: pictures in their smallest size, no autoplaying slider, no offer of an exhibition's background
// audio, nothing fetched ahead (savingData in @kala/shared). Kept in a cookie, so the server writes the
// next page for it too (no first-paint pictures); the switch says what the page does now, which Save-Data or
// a 2G connection may also have turned on.
import { useState } from 'react';
import { registerTexts, useTranslation } from '@kala/shared';
import english from '../../locales/en/dataSaver.json';
import styles from './footer.module.css';

const NS = 'dataSaver';
registerTexts(NS, english, (language) => import(`../../locales/${language}/dataSaver.json`));

const COOKIE_YEAR = 365 * 24 * 3600;

export default function DataSaverSwitch() {
  const { t } = useTranslation(NS);
  const [on, setOn] = useState(() => document.documentElement.hasAttribute('data-save-data'));
  const toggle = () => {
    const next = !on;
    setOn(next);
    document.documentElement.toggleAttribute('data-save-data', next);
    document.cookie = `kala_data_saver=${next ? 1 : 0}; path=/; max-age=${COOKIE_YEAR}; samesite=lax`;
  };
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.saver} onClick={toggle}>
      <span className={styles.track} aria-hidden="true" />
      {t('label')}
    </button>
  );
}
