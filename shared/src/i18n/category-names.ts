// Category names in every language, read from the locales (their one source), for the server's search.
// Not imported by the browser entry: it would pull the Nepali and Chinese chunks into every page.
import type { Language } from '../constants';
import { en } from './locales/en';
import { ne } from './locales/ne';
import { zh } from './locales/zh';

/** slug → name, per language. */
export const CATEGORY_NAMES: Record<Language, Record<string, string>> = { en: en.categoryNames, ne: ne.categoryNames, zh: zh.categoryNames };
