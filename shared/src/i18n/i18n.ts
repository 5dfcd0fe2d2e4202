// The page's one translator (ADR 0032), in the shared singleton. Every namespace's texts are JSON files, one
// per language (`<package>/locales/<language>/<namespace>.json`). English, the fallback and the server's
// words, is bundled with the code that registers the namespace; every other language is a chunk of its own per
// namespace, fetched when it is the page's language (ADR 0007, 0027). A language change resolves once the
// strings of every registered namespace are in, and `i18n.isInitialized` turns true when the first language's
// shared strings are (the shell renders after that, so nothing shows in English first). A remote's lifecycles
// wait for its namespaces before it mounts (remote-kit).
import { languageStore } from '../stores/language';
import { formatNumber } from './format';
import { registerCodeTexts } from '../errors/coded';
import { Translator, type LoadTexts, type Texts } from './translator';
import { translationHook } from './use-translation';
import en from '../../locales/en/translation.json';

export type { LoadTexts, TFunction, TOptions, Texts, Translator } from './translator';
export type { Translation } from './use-translation';

/**
 * Every number put into a text ('{{count}} followers', '{{max}} मध्ये {{n}}') is written in the text's
 * language by the shared formatter (issue 20): no component has to remember it. Strings pass as they are.
 */
const inLanguage = (value: unknown, language: string) => (typeof value === 'number' ? formatNumber(value, language) : String(value));

export const i18n = new Translator(languageStore.get(), { english: en, load: (language) => import(`../../locales/${language}/translation.json`) }, inLanguage);

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
export function registerTexts(namespace: string, english: Texts, load: LoadTexts, answers?: AnswerTexts): Promise<unknown> {
  if (answers) registerCodeTexts(answers.domain, namespace, answers.prefix);
  i18n.register(namespace, english, load);
  return i18n.loadNamespaces(namespace);
}

/** Resolves when the page's language has the strings of these namespaces (a remote waits before mounting). */
export const textsLoaded = (namespaces: readonly string[]): Promise<unknown> => i18n.loadNamespaces(namespaces);

export const useTranslation = translationHook(i18n);
