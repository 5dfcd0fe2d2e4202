import { useLocation } from 'react-router-dom';
import { pathTo, useCategoryName, type Category } from '@kala/shared';
import { SubNav } from '@kala/shared/controls';
import { useCatalogueT } from '../i18n/catalogue-i18n';

interface CategoryNavProps {
  /** Which listing the links stay in. */
  listing: 'gallery' | 'store';
  active: string;
  categories: Category[];
}

/** All plus the main categories. Switching category keeps the sort and price the visitor chose. */
export function CategoryNav({ listing, active, categories }: CategoryNavProps) {
  const { t } = useCatalogueT();
  const categoryName = useCategoryName();
  const { search } = useLocation();
  const mains = categories.filter((c) => c.parent === null).map((c) => ({ slug: c.slug, name: categoryName(c) }));
  const items = [{ slug: 'all', name: t('gallery.allCategories') }, ...mains].map((item) => ({
    key: item.slug,
    name: item.name,
    to: { pathname: pathTo(listing, { cat: item.slug }), search },
  }));
  return <SubNav label={t('gallery.categoriesLabel')} items={items} active={active} />;
}
