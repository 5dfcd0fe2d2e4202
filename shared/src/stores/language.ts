// The language store: saved cookie (7 days), else the browser language if supported, else en.
import { COOKIE_DAYS, COOKIE_NAMES, type Language } from '../constants';
import { detectLanguage } from '../i18n/detect-language';
import { createStore } from './create-store';
import { readCookie, writeCookie } from './cookies';

export { detectLanguage };

export const languageStore = createStore<Language>(
  detectLanguage(readCookie(COOKIE_NAMES.language), typeof navigator === 'undefined' ? undefined : navigator.language),
);

export function setLanguage(language: Language): void {
  writeCookie(COOKIE_NAMES.language, language, COOKIE_DAYS.language);
  languageStore.set(language);
}
