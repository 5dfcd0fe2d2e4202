// The Payment tab: cash on delivery, the wallets by name (eSewa, Khalti; 'Wallet' for the test gateway), the
// card with the US dollars it will be charged (spec §9), and bank, listed only (spec §1). The wallets come
// from the server's configuration (GET /api/payments/options).
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAYABLE_METHODS, formatPaisa, formatUsdCents, usdCentsOf, type PaymentMethod, type WalletProvider } from '@kala/shared/commerce';
import { commerceQueries } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

/** What the buyer picked: a method and, for the wallet, which one (absent: the server's first). */
export interface PaymentChoice {
  method: PaymentMethod;
  provider?: WalletProvider;
}

type Option = { key: string; choice: PaymentChoice; label: 'cash' | 'wallet' | 'card' | 'bank' | 'esewa' | 'khalti' };

const keyOf = (c: PaymentChoice) => (c.provider ? `${c.method}:${c.provider}` : c.method);

function optionsFor(wallets: readonly WalletProvider[] | undefined): Option[] {
  const wallet = (wallets ?? ['sandbox']).map((provider): Option => ({ key: `wallet:${provider}`, choice: { method: 'wallet', provider }, label: provider === 'sandbox' ? 'wallet' : provider }));
  const plain = (method: PaymentMethod): Option => ({ key: method, choice: { method }, label: method });
  return [plain('cash'), ...wallet, plain('card'), plain('bank')];
}

export function PaymentMethods({ value, onChange, grandTotalPaisa }: { value: PaymentChoice; onChange(choice: PaymentChoice): void; grandTotalPaisa: number }) {
  const { t, i18n } = useCommerceT();
  const name = useId();
  const offered = useQuery(commerceQueries.paymentOptions()).data;
  const chosen = keyOf(value);
  return (
    <fieldset className={styles.methods}>
      <legend>{t('checkout.chooseMethod')}</legend>
      {optionsFor(offered?.wallets).map(({ key, choice, label }) => {
        const listedOnly = !PAYABLE_METHODS.includes(choice.method);
        // A wallet chosen before the list came is the same wallet once it is named.
        const checked = chosen === key || (value.method === 'wallet' && !value.provider && key === `wallet:${offered?.wallets[0] ?? 'sandbox'}`);
        return (
          <label key={key} className={styles.method} data-disabled={listedOnly || undefined}>
            <input type="radio" name={name} value={key} checked={checked} disabled={listedOnly} onChange={() => onChange(choice)} />
            <span>
              <strong>{t(`paymentMethods:${label}`)}</strong>
              <span className={styles.muted}>{t(`checkout.methodHints.${label}`)}</span>
              {choice.method === 'card' && offered && (
                <span className={styles.muted} data-testid="card-usd">
                  {t('checkout.cardUsd', {
                    usd: formatUsdCents(usdCentsOf(grandTotalPaisa, offered.card.nprPerUsd), i18n.language),
                    npr: formatPaisa(grandTotalPaisa, i18n.language),
                    rate: formatPaisa(Math.round(offered.card.nprPerUsd * 100), i18n.language),
                  })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
