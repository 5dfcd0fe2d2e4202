import { useId } from 'react';
import { ORDER_BY, type OrderBy } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './sort-select.module.css';

interface SortSelectProps {
  value: OrderBy;
  loggedIn: boolean;
  onChange: (sort: OrderBy) => void;
}

/** A native select: the phone's own picker on mobile, full keyboard support everywhere. */
export function SortSelect({ value, loggedIn, onChange }: SortSelectProps) {
  const { t } = useCatalogueT();
  const id = useId();
  // Recommended needs to know who is looking (spec §4): logged-in users only.
  const options = ORDER_BY.filter((o) => o !== 'recommended' || loggedIn);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('gallery.sortLabel')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as OrderBy)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`gallery.sort.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
