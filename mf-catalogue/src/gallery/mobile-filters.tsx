import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Modal, pathTo, useCategoryName, type Category } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { isFullRange, type GalleryFilters } from './gallery-filters';
import { PriceRangeFilter } from './price-range';
import { SortSelect } from './sort-select';
import styles from './mobile-filters.module.css';

interface MobileFiltersProps {
  /** Which listing the links stay in. */
  listing: 'gallery' | 'store';
  active: string;
  activeName: string;
  categories: Category[];
  filters: GalleryFilters;
  loggedIn: boolean;
  /** Sort and price together: one change of the address (two in a row would each start from the old one). */
  onApply: (next: Pick<GalleryFilters, 'sort' | 'price'>) => void;
}

/**
 * Phones (spec §2 Gallery and Store): two buttons in place of the category row and the toolbar, each
 * opening a dialog. A category is a link (it closes the dialog). Sort and price are a draft inside the
 * Filters sheet: nothing behind it moves until 'Show results'; closing it otherwise drops the draft.
 */
export function MobileFilters({ listing, active, activeName, categories, filters, loggedIn, onApply }: MobileFiltersProps) {
  const { t } = useCatalogueT();
  const { search } = useLocation();
  const [open, setOpen] = useState<'categories' | 'filters' | null>(null);
  const [draft, setDraft] = useState({ sort: filters.sort, price: filters.price });
  const close = () => setOpen(null);
  const openFilters = () => {
    setDraft({ sort: filters.sort, price: filters.price });
    setOpen('filters');
  };
  const showResults = () => {
    if (draft.sort !== filters.sort || draft.price.join(',') !== filters.price.join(',')) onApply(draft);
    close();
  };
  // A sort orders the works; only a price narrows them.
  const narrowed = !isFullRange(filters.price);
  const categoryName = useCategoryName();
  const mains = categories.filter((c) => c.parent === null).map((c) => ({ slug: c.slug, name: categoryName(c) }));
  const items = [{ slug: 'all', name: t('gallery.allCategories') }, ...mains];

  return (
    <div className={styles.bar} data-testid="gallery-mobile-bar">
      <Button variant="secondary" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen('categories')}>
        <span className={styles.triggerLabel}>{t('galleryMobile.categories')}</span>
        <span className={styles.triggerValue}>{activeName}</span>
      </Button>
      <Button variant="secondary" className={styles.trigger} aria-haspopup="dialog" onClick={openFilters}>
        <span className={styles.triggerLabel}>{t(narrowed ? 'galleryMobile.filtersActive' : 'galleryMobile.filters')}</span>
        <span className={styles.triggerValue}>{t(`gallery.sort.${filters.sort}`)}</span>
      </Button>

      <Modal open={open === 'categories'} title={t('galleryMobile.categories')} onClose={close} className={styles.dialog}>
        <nav aria-label={t('gallery.categoriesLabel')}>
          <ul className={styles.categoryList}>
            {items.map((item) => (
              <li key={item.slug}>
                <Link
                  to={{ pathname: pathTo(listing, { cat: item.slug }), search }}
                  className={styles.category}
                  aria-current={item.slug === active ? 'page' : undefined}
                  onClick={close}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Button variant="secondary" block onClick={close}>
            {t('galleryMobile.close')}
          </Button>
        </div>
      </Modal>

      <Modal open={open === 'filters'} title={t('galleryMobile.filters')} onClose={close} className={styles.dialog}>
        <div className={styles.filters}>
          <SortSelect value={draft.sort} loggedIn={loggedIn} onChange={(sort) => setDraft((d) => ({ ...d, sort }))} />
          <PriceRangeFilter value={draft.price} onCommit={(price) => setDraft((d) => ({ ...d, price }))} />
        </div>
        <div className={styles.actions}>
          <Button block onClick={showResults} data-testid="show-results">
            {t('galleryMobile.showResults')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
