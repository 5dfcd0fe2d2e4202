// One i18next instance for the page (shared singleton). Every namespace's texts are JSON files, one per
// language (`<package>/locales/<language>/<namespace>.json`). English, the fallback and the server's words, is
// bundled with the code that registers the namespace; every other language is a chunk of its own per
// namespace, fetched when it is the page's language (ADR 0007, 0027). i18next waits for them: a language
// change resolves once the strings of every registered namespace are in, and `i18n.isInitialized` turns true
// when the first language's shared strings are (the shell renders after that, so nothing shows in English
// first). A remote's lifecycles wait for its namespaces before it mounts (remote-kit).
import i18next, { type BackendModule, type FormatterModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageStore } from '../stores/language';
import { formatNumber } from './format';
import { registerCodeTexts } from '../errors/coded';
import en from '../../locales/en/translation.json';

/** A namespace's texts in one language: the JSON module of `locales/<language>/<namespace>.json`. */
export type LoadTexts = (language: string) => Promise<{ default: ResourceKey } | ResourceKey>;

const loaders = new Map<string, LoadTexts>([['translation', (language) => import(`../../locales/${language}/translation.json`)]]);

/** Reads a registered namespace's texts in a language not yet loaded; an unknown one has none. */
const lazyTexts: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string, namespace: string) => {
    const load = loaders.get(namespace);
    if (!load) return {};
    const texts = (await load(language)) as { default?: ResourceKey };
    return texts.default ?? texts;
  },
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

void i18n.use(initReactI18next).use(lazyTexts).use(numbers).init({
  lng: languageStore.get(),
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});

const applyLanguage = (language: string) => {
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyLanguage(languageStore.get());
languageStore.subscribe(applyLanguage);

/** A domain's coded answers ('chat.blocked') that a namespace translates, under a key prefix ('msg'). */
export interface AnswerTexts {
  domain: string;
  prefix: string;
}

/**
 * Registers a namespace: its English (bundled, so it shows at once and is what other languages fall back
 * to) and how to fetch its other languages. The page's language starts loading at once; a language change
 * loads it too. Call it where the namespace's code is (a remote's i18n module, a shared dialog's file, a
 * domain contract's texts). `answers`: the domain whose coded answers this namespace translates.
 */
export function registerTexts(namespace: string, english: ResourceKey, load: LoadTexts, answers?: AnswerTexts): Promise<unknown> {
  loaders.set(namespace, load);
  if (answers) registerCodeTexts(answers.domain, namespace, answers.prefix);
  i18n.addResourceBundle('en', namespace, english, true, true);
  return i18n.loadNamespaces(namespace);
}

/** Resolves when the page's language has the strings of these namespaces (a remote waits before mounting). */
export const textsLoaded = (namespaces: readonly string[]): Promise<unknown> => i18n.loadNamespaces([...namespaces]);

export { useTranslation };
