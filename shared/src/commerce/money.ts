// Checkout money (spec §9), in integer paisa (NPR × 100) on client and server alike: floating-point
// rupees never reach a total. The API answers amounts in the spec's unit, NPR (paisaToNpr at the
// boundary). The rates are the spec's constants, defined once in ../constants.
import { SHIPPING_CHARGE, TAX_RATE } from '../constants';
import { formatNumber, formatRupees } from '../i18n/format';

export const PAISA_PER_NPR = 100;

/** Rupees (as the API answers amounts, at most two decimals) to paisa. */
export const nprToPaisa = (npr: number): number => Math.round(npr * PAISA_PER_NPR);

/** Paisa to the API's unit, NPR: an integer number of paisa gives at most two decimals (130.13). */
export const paisaToNpr = (paisa: number): number => paisa / PAISA_PER_NPR;

/** Rounds to the nearest whole rupee, halves up (spec §9 "rounded"). */
const roundToRupee = (paisa: number): number => Math.round(paisa / PAISA_PER_NPR) * PAISA_PER_NPR;

export interface PricedLine {
  pricePaisa: number;
  qty: number;
}

export interface Totals {
  /** The rounded sum of the items' prices. */
  totalPaisa: number;
  /** Tax on the total, to the paisa. */
  taxPaisa: number;
  shippingPaisa: number;
  /** The rounded sum of total, tax and shipping. */
  grandTotalPaisa: number;
}

const TAX_PERCENT = Math.round(TAX_RATE * 100);

/** Spec §9: total = round(Σ price × qty); grand total = round(total + tax on total + shipping). */
export function checkoutTotals(lines: readonly PricedLine[]): Totals {
  const totalPaisa = roundToRupee(lines.reduce((sum, l) => sum + l.pricePaisa * l.qty, 0));
  // Integer arithmetic (× 13 / 100) so 0.13 × an odd amount is not a float surprise.
  const taxPaisa = Math.round((totalPaisa * TAX_PERCENT) / 100);
  const shippingPaisa = nprToPaisa(SHIPPING_CHARGE);
  return { totalPaisa, taxPaisa, shippingPaisa, grandTotalPaisa: roundToRupee(totalPaisa + taxPaisa + shippingPaisa) };
}

/** 'NPR. 1,234' or 'NPR. 129.87' (the orders and checkout display of spec §2); 'रु. १,२३४' in Nepali. */
export const formatPaisa = (paisa: number, language = 'en'): string => formatRupees(paisa / PAISA_PER_NPR, language, 'NPR. ', 2);

/** The same display for an amount the API answered in NPR (a line total `price × qty` included). */
export const formatNpr = (npr: number, language = 'en'): string => formatPaisa(nprToPaisa(npr), language);

/**
 * The card provider takes USD (spec §9): the grand total at `nprPerUsd` (CARD_USD_RATE), in cents, to the
 * nearest cent. Paisa and cents are both hundredths, so cents = paisa / rate.
 */
export const usdCentsOf = (paisa: number, nprPerUsd: number): number => Math.round(paisa / nprPerUsd);

/** Cents as the reader reads dollars: 'US$ 8.84' / 'US$ ८.८४'. */
export const formatUsdCents = (cents: number, language: string = 'en'): string =>
  `US$ ${formatNumber(cents / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
