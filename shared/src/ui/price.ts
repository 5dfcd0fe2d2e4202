import { CURRENCY_PREFIX } from '../constants';
import { formatRupees } from '../i18n/format';
import { useTranslation } from '../i18n/i18n';

// Grouped in the reader's language by the shared formatter: 'NPR 5,000,000' (the spec's form) in English
// and Chinese, 'रु. ५०,००,०००' in Nepali. Tabular figures come from the CSS.
export const formatNpr = (amount: number, language = 'en'): string => formatRupees(amount, language);

/**
 * The price to show for an artwork. The server's priceField is 'NPR 25000' or 'Not For Sale'; the amount is
 * its second word (spec §3). A number gets grouped; anything else is the not-for-sale text, translated.
 */
export function priceText(priceField: string, notForSale: string, sold = notForSale, language = 'en'): string {
  if (priceField === 'Sold') return sold;
  const amount = priceField.startsWith(CURRENCY_PREFIX) ? Number(priceField.split(' ')[1]) : NaN;
  return Number.isFinite(amount) && amount > 0 ? formatNpr(amount, language) : notForSale;
}

/** priceText with 'Not For Sale' and 'Sold' in the visitor's language. */
export function usePriceText(): (priceField: string) => string {
  const { t, i18n } = useTranslation();
  return (priceField) => priceText(priceField, t('common.notForSale'), t('common.sold'), i18n.language);
}
