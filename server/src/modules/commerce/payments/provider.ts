// The configured payment providers (ADR 0010, 0021), chosen per method by configuration: the wallet by
// PAYMENT_WALLET_PROVIDER (one or several of sandbox, esewa, khalti: the buyer picks among them), the card by
// PAYMENT_CARD_PROVIDER (sandbox).
import type { PaymentOptions } from '../../../config';
import { esewaProvider } from './esewa';
import { khaltiProvider } from './khalti';
import { sandboxProvider } from './sandbox';
import type { GatewayProvider, PaymentProvider } from './types';

type Factory = (options: PaymentOptions) => PaymentProvider;

/** The providers this build knows per method, by the name configuration uses. */
const FACTORIES: { wallet: Record<string, Factory>; card: Record<string, Factory> } = {
  wallet: { sandbox: sandboxProvider, esewa: (o) => esewaProvider(o.esewa), khalti: (o) => khaltiProvider(o.khalti) },
  card: { sandbox: sandboxProvider },
};

export interface PaymentProviders {
  /** The wallet's providers by name, in the configured order (the first is the default). */
  readonly wallets: string[];
  readonly card: string;
  /** The provider for a method: for the wallet, the one the buyer chose when it is configured, else the first. */
  forMethod(method: 'wallet' | 'card', choice?: string): PaymentProvider;
  byName(name: string): PaymentProvider | null;
  /** The real gateways configured (asked by the reconciliation sweep). */
  gateways(): GatewayProvider[];
}

/** The configured providers; an unknown name stops the start-up (a typo must not take payments nowhere). */
export function paymentProviders(options: PaymentOptions): PaymentProviders {
  const named = new Map<string, PaymentProvider>();
  const make = (method: 'wallet' | 'card', name: string) => {
    const factory = FACTORIES[method][name];
    if (!factory) throw new Error(`Unknown ${method} payment provider '${name}' (known: ${Object.keys(FACTORIES[method]).join(', ')})`);
    if (!named.has(name)) named.set(name, factory(options));
    return name;
  };
  const wallets = options.providers.wallet.map((name) => make('wallet', name));
  if (wallets.length === 0) throw new Error('PAYMENT_WALLET_PROVIDER names no provider');
  const card = make('card', options.providers.card);
  return {
    wallets,
    card,
    forMethod: (method, choice) => named.get(method === 'card' ? card : wallets.find((w) => w === choice) ?? wallets[0])!,
    byName: (name) => named.get(name) ?? null,
    gateways: () => [...named.values()].filter((p): p is GatewayProvider => p.kind === 'gateway'),
  };
}
