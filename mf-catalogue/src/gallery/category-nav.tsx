import { Link, useLocation } from 'react-router-dom';
import type { Category } from '@kala/shared';
import { useCatalogueT, useCategoryName } from '../i18n/catalogue-i18n';
import styles from './category-nav.module.css';

interface CategoryNavProps {
  /** '/gallery' or '/store'. */
  base: string;
  active: string;
  categories: Category[];
}

/** All plus the main categories. Switching category keeps the sort and price the visitor chose. */
export function CategoryNav({ base, active, categories }: CategoryNavProps) {
  const { t } = useCatalogueT();
  const categoryName = useCategoryName();
  const { search } = useLocation();
  const mains = categories.filter((c) => c.parent === null).map((c) => ({ slug: c.slug, name: categoryName(c) }));
  const items = [{ slug: 'all', name: t('gallery.allCategories') }, ...mains];
  return (
    <nav className={styles.nav} aria-label={t('gallery.categoriesLabel')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.slug === active;
          return (
            <li key={item.slug}>
              <Link
                to={{ pathname: `${base}/${item.slug}`, search }}
                className={[styles.link, current && styles.active].filter(Boolean).join(' ')}
                aria-current={current ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
