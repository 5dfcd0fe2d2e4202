// One i18next instance for the page (shared singleton). Remotes add their own namespaces with addBundle.
// English (the fallback) is bundled; Nepali and Chinese are chunks of their own, fetched when they are the
// page's language (ADR 0007: together ≈8 KB gz that most visits never use). i18next waits for them: a
// language change resolves once its strings are in, and `i18n.isInitialized` turns true when the first
// language's are (the shell renders after that, so nothing shows in English first).
import i18next, { type BackendModule, type FormatterModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '../constants';
import { languageStore } from '../stores/language';
import { formatNumber } from './format';
import { en } from './locales/en';

const LAZY_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<ResourceKey>> = {
  ne: () => import('./locales/ne').then((m) => m.ne),
  zh: () => import('./locales/zh').then((m) => m.zh),
};

/** Shared's own strings ('translation') of a lazily loaded language; other namespaces come from addBundle. */
const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: (language: string, namespace: string) =>
    namespace === 'translation' && language in LAZY_LOCALES ? LAZY_LOCALES[language as keyof typeof LAZY_LOCALES]() : Promise.resolve({}),
};

/**
 * Every number put into a text ('{{count}} followers', '{{max}} मध्ये {{n}}') is written in the text's
 * language by the shared formatter (issue 20): no component has to remember it. Strings pass as they are.
 */
const numbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) => (typeof value === 'number' && lng ? formatNumber(value, lng) : (value as string)),
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).use(lazyLocales).use(numbers).init({
  lng: languageStore.get(),
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false, alwaysFormat: true },
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
