// What the server needs of the interface's words (`@kala/shared/server-texts`): the language detection and
// every language's shared strings, for the first paint it writes into a page (server/src/modules/web) and the
// category names its search matches. Never imported by the front end, which loads a language's JSON only
// when it is the page's. Read by package path, so a language added as a folder of JSON is found here too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type Language } from '../constants';
import type en from '../../locales/en/translation.json';

export { detectLanguage } from './detect-language';
export { fillPlaceholders } from './fill';

/** Shared's strings in every language (the shape of English's). */
export type Resource = typeof en;

const fromPackage = createRequire(path.join(process.cwd(), 'package.json'));

/** A namespace's texts in every language, from `@kala/shared/locales/<language>/<namespace>.json`. */
export const textsOfEveryLanguage = <T>(namespace: string): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, fromPackage(`@kala/shared/locales/${language}/${namespace}.json`) as T])) as Record<Language, T>;

export const TEXTS: Record<Language, Resource> = textsOfEveryLanguage<Resource>('translation');

/** The report categories' labels by slug, which the reports API test checks against the server's categories. */
export const REPORT_REASONS = textsOfEveryLanguage<Record<string, string>>('reportReasons');
