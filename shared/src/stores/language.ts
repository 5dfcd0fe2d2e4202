// The language store: saved cookie (7 days), else the browser language if supported, else en.
import { COOKIE_DAYS, COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import { createStore } from './create-store';
import { readCookie, writeCookie } from './cookies';

const isSupported = (code: string | undefined): code is Language =>
  !!code && (LANGUAGES as readonly string[]).includes(code);

export function detectLanguage(cookie: string | undefined, browserLanguage: string | undefined): Language {
  if (isSupported(cookie)) return cookie;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isSupported(browser) ? browser : DEFAULT_LANGUAGE;
}

export const languageStore = createStore<Language>(
  detectLanguage(readCookie(COOKIE_NAMES.language), typeof navigator === 'undefined' ? undefined : navigator.language),
);

export function setLanguage(language: Language): void {
  writeCookie(COOKIE_NAMES.language, language, COOKIE_DAYS.language);
  languageStore.set(language);
}
