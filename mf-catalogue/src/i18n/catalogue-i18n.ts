// The remote's own 'catalogue' namespace with the page's one translator (shared singleton).
// Its texts are `locales/<language>/catalogue.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import english from '../../locales/en/catalogue.json';

export const CATALOGUE_NS = 'catalogue';

registerTexts(CATALOGUE_NS, english, (language) => import(`../../locales/${language}/catalogue.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const CATALOGUE_TEXTS_USED = [CATALOGUE_NS];

/**
 * t() for this remote: looks in 'catalogue' first, then in shared's default namespace, so the spec's texts
 * (msg.*) and shared words (common.*) are used as they are, never copied here.
 */
export function useCatalogueT(): Translation {
  return useTranslation([CATALOGUE_NS, 'translation']);
}
