import { CURRENCY_PREFIX } from '../constants';
import { useTranslation } from '../i18n/i18n';

// Latin digits with thousands separators in every language: prices are compared at a glance, and the
// spec writes its figures this way (5,000,000). Tabular figures come from the CSS.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatNpr = (amount: number): string => `${CURRENCY_PREFIX}${grouping.format(amount)}`;

/**
 * The price to show for an artwork. The server's priceField is 'NPR 25000' or 'Not For Sale'; the amount is
 * its second word (spec §3). A number gets grouped; anything else is the not-for-sale text, translated.
 */
export function priceText(priceField: string, notForSale: string, sold = notForSale): string {
  if (priceField === 'Sold') return sold;
  const amount = priceField.startsWith(CURRENCY_PREFIX) ? Number(priceField.split(' ')[1]) : NaN;
  return Number.isFinite(amount) && amount > 0 ? formatNpr(amount) : notForSale;
}

/** priceText with 'Not For Sale' and 'Sold' in the visitor's language. */
export function usePriceText(): (priceField: string) => string {
  const { t } = useTranslation();
  return (priceField) => priceText(priceField, t('common.notForSale'), t('common.sold'));
}
