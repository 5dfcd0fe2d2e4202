// Registers the remote's own 'catalogue' namespace on the page's one i18next instance (shared singleton).
import { addBundle, useTranslation } from '@kala/shared';
import { en } from './en';
import { ne } from './ne';
import { zh } from './zh';

export const CATALOGUE_NS = 'catalogue';

addBundle(CATALOGUE_NS, { en, ne, zh });

/**
 * t() for this remote: looks in 'catalogue' first, then in shared's default namespace, so the spec's texts
 * (msg.*) and shared words (common.*) are used as they are, never copied here.
 */
export function useCatalogueT() {
  return useTranslation([CATALOGUE_NS, 'translation'], { nsMode: 'fallback' });
}
