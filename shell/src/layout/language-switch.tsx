import { LANGUAGE_NAMES, LANGUAGES, languageStore, setLanguage, useStore, useTranslation, type Language } from '@kala/shared';
import styles from './header.module.css';

/** A select of the languages, each named in itself; `visibleLabel` shows the word 'Language' beside it (the phone menu). */
export function LanguageSwitch({ visibleLabel = false }: { visibleLabel?: boolean }) {
  const { t } = useTranslation();
  const language = useStore(languageStore);
  return (
    <label className={styles.language}>
      <span className={visibleLabel ? styles.languageLabel : 'kala-visually-hidden'}>{t('common.language')}</span>
      <select value={language} onChange={(e) => setLanguage(e.target.value as Language)} data-testid="language-switch">
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
