// The configured payment providers (ADR 0010). Real providers (a wallet, a card acquirer) implement
// PaymentProvider (./types) and are chosen per method by configuration (PAYMENT_WALLET_PROVIDER, …).
import type { PaymentOptions } from '../../../config';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

/** The providers this build knows, by the name configuration uses. */
const FACTORIES: Record<string, (options: PaymentOptions) => PaymentProvider> = {
  sandbox: sandboxProvider,
};

export interface PaymentProviders {
  forMethod(method: 'wallet' | 'card'): PaymentProvider;
  byName(name: string): PaymentProvider | null;
}

/** The configured providers; an unknown name stops the start-up (a typo must not take payments nowhere). */
export function paymentProviders(options: PaymentOptions): PaymentProviders {
  const make = (name: string) => {
    const factory = FACTORIES[name];
    if (!factory) throw new Error(`Unknown payment provider '${name}' (known: ${Object.keys(FACTORIES).join(', ')})`);
    return factory(options);
  };
  const byMethod = { wallet: make(options.providers.wallet), card: make(options.providers.card) };
  const named = new Map(Object.values(byMethod).map((p) => [p.name, p]));
  return { forMethod: (method) => byMethod[method], byName: (name) => named.get(name) ?? null };
}
