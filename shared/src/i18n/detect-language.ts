// The page's language: the saved choice (cookie), else the browser's language if Kala speaks it, else
// English. Used by the language store in the page and by the server for the first paint it writes.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';

const isSupported = (code: string | undefined): code is Language => !!code && (LANGUAGES as readonly string[]).includes(code);

export function detectLanguage(cookie: string | undefined, browserLanguage: string | undefined): Language {
  if (isSupported(cookie)) return cookie;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isSupported(browser) ? browser : DEFAULT_LANGUAGE;
}
