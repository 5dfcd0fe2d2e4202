// Registers the remote's own 'catalogue' namespace on the page's one i18next instance (shared singleton).
// Each group of screens keeps its strings in a section file, merged here.
import { addBundle, useTranslation } from '@kala/shared';
import { en } from './en';
import { ne } from './ne';
import { zh } from './zh';
import { discovery } from './discovery';
import { artworkExtras } from './artwork-extras';

export const CATALOGUE_NS = 'catalogue';

addBundle(CATALOGUE_NS, {
  en: { ...en, ...discovery.en, ...artworkExtras.en },
  ne: { ...ne, ...discovery.ne, ...artworkExtras.ne },
  zh: { ...zh, ...discovery.zh, ...artworkExtras.zh },
});

/**
 * t() for this remote: looks in 'catalogue' first, then in shared's default namespace, so the spec's texts
 * (msg.*) and shared words (common.*) are used as they are, never copied here.
 */
export function useCatalogueT() {
  return useTranslation([CATALOGUE_NS, 'translation'], { nsMode: 'fallback' });
}

