// One i18next instance for the page (shared singleton). Remotes add their own namespaces with addBundle.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '../constants';
import { languageStore } from '../stores/language';
import { en } from './locales/en';
import { ne } from './locales/ne';
import { zh } from './locales/zh';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: languageStore.get(),
  fallbackLng: 'en',
  resources: { en: { translation: en }, ne: { translation: ne }, zh: { translation: zh } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const applyLanguage = (language: Language) => {
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyLanguage(languageStore.get());
languageStore.subscribe(applyLanguage);

/** A remote registers its own strings under its namespace, in all three languages. */
export function addBundle(namespace: string, bundles: Record<Language, object>): void {
  for (const [language, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

export { useTranslation };
