import { useTranslation } from './i18n';

/**
 * A category's name in the visitor's language, by its slug (categoryNames in the locales); the server's
 * English name for a slug the locales do not know. Use it wherever a category name is shown; slugs stay
 * as they are in URLs and sorting.
 */
export function useCategoryName(): (category: { slug: string; name: string }) => string {
  const { t } = useTranslation();
  return (category) => t(`categoryNames.${category.slug}`, { defaultValue: category.name });
}
