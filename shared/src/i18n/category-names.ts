// Category names in every language, read from the locales (their one source), for the server's search.
// Not imported by the browser entry: it reads every language's JSON from disk.
import type { Language } from '../constants';
import { TEXTS } from './server-texts';

/** slug → name, per language. */
export const CATEGORY_NAMES = Object.fromEntries(Object.entries(TEXTS).map(([language, texts]) => [language, texts.categoryNames])) as unknown as Record<Language, Record<string, string>>;
