// Registers the remote's own 'catalogue' namespace on the page's one i18next instance (shared singleton).
// Each group of screens keeps its strings in a section file, merged here.
import { addBundle, useTranslation } from '@kala/shared';
import { en } from './en';
import { ne } from './ne';
import { zh } from './zh';
import { discovery } from './discovery';
import { artworkExtras } from './artwork-extras';
import { categoryNames } from './category-names';

export const CATALOGUE_NS = 'catalogue';

addBundle(CATALOGUE_NS, {
  en: { ...en, ...discovery.en, ...artworkExtras.en, ...categoryNames.en },
  ne: { ...ne, ...discovery.ne, ...artworkExtras.ne, ...categoryNames.ne },
  zh: { ...zh, ...discovery.zh, ...artworkExtras.zh, ...categoryNames.zh },
});

/**
 * t() for this remote: looks in 'catalogue' first, then in shared's default namespace, so the spec's texts
 * (msg.*) and shared words (common.*) are used as they are, never copied here.
 */
export function useCatalogueT() {
  return useTranslation([CATALOGUE_NS, 'translation'], { nsMode: 'fallback' });
}

/**
 * A category's name in the visitor's language, by its slug (categoryNames in category-names.ts); the
 * server's English name when the slug is not a known one. Use it wherever a category name is shown.
 */
export function useCategoryName(): (category: { slug: string; name: string }) => string {
  const { t } = useCatalogueT();
  return (category) => t(`categoryNames.${category.slug}`, { defaultValue: category.name });
}
