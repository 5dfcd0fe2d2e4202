// What the server needs of the interface's words (`@kala/shared/server-texts`): the language detection and
// the three languages' strings, for the first paint it writes into a page (server/src/modules/web). Never
// imported by the front end, which loads Nepali and Chinese only when they are the page's language.
import type { Language } from '../constants';
import { en, type Resource } from './locales/en';
import { ne } from './locales/ne';
import { zh } from './locales/zh';

export { detectLanguage } from './detect-language';
// The report categories' labels, which the reports API test checks against the server's categories.
export { REPORT_REASONS } from '../report/report-reasons';

export const TEXTS: Record<Language, Resource> = { en, ne, zh };
