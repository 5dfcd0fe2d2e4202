import { ORDER_BY, type OrderBy } from '@kala/shared';
import { SelectField } from '@kala/shared/controls';
import { useCatalogueT } from '../i18n/catalogue-i18n';

interface SortSelectProps {
  value: OrderBy;
  loggedIn: boolean;
  onChange: (sort: OrderBy) => void;
}

/** The gallery's sort, a native select: the phone's own picker on mobile, full keyboard support everywhere. */
export function SortSelect({ value, loggedIn, onChange }: SortSelectProps) {
  const { t } = useCatalogueT();
  // Recommended needs to know who is looking (spec §4): logged-in users only.
  const options = ORDER_BY.filter((o) => o !== 'recommended' || loggedIn).map((o) => ({ value: o, label: t(`gallery.sort.${o}`) }));
  return <SelectField label={t('gallery.sortLabel')} value={value} options={options} onChange={onChange} />;
}
