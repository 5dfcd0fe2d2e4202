// The payment-provider interface (ADR 0010, 0021). A provider sends the buyer somewhere to pay and later
// answers. The built-in sandbox signs its answer (a callback it verifies); a real gateway (eSewa, Khalti) is
// asked by the server itself, so nothing the browser brings back can pay an order on its own.

export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  /** What the provider is asked to take, in its currency's minor unit (paisa; cents for a USD card). */
  amountMinor: number;
  currency: 'NPR' | 'USD';
}

export interface VerifiedCallback {
  paymentId: string;
  approved: boolean;
}

/** The built-in gateway: a page of ours, whose decision comes back signed. */
export interface SignedCallbackProvider {
  readonly kind: 'signed';
  readonly name: string;
  /** Where the buyer goes to pay. */
  checkoutUrl(payment: PaymentRequest): string;
  /** The result a callback carries, or null when it is not genuinely the provider's (forged, tampered). */
  verifyCallback(query: Record<string, string | undefined>): VerifiedCallback | null;
}

/** Where a gateway sends the buyer back: a return after paying, a cancel, and the site's address. */
export interface ReturnUrls {
  returnUrl: string;
  cancelUrl: string;
  siteUrl: string;
}

/** The first step of a trip to a gateway: its reference for this attempt and where the browser goes. */
export interface Begun {
  ref: string;
  /** A plain redirect (Khalti's payment_url) or a form the browser posts (eSewa's ePay form). */
  next: { redirect: string } | { form: { action: string; fields: Record<string, string> } };
}

/** What the gateway itself says of an attempt (server to server). */
export type GatewayAnswer =
  | { state: 'paid'; txn: string; amountMinor: number }
  /** Ended unpaid: the buyer cancelled, it expired or was refused. */
  | { state: 'failed' }
  /** Not finished (initiated, pending) or not known yet. */
  | { state: 'pending' }
  /** No usable answer (down, an error, a timeout). */
  | { state: 'unreachable' };

/** A real gateway (eSewa, Khalti): started by the server, verified by asking it. */
export interface GatewayProvider {
  readonly kind: 'gateway';
  readonly name: string;
  begin(payment: PaymentRequest, urls: ReturnUrls): Promise<Begun>;
  /**
   * The attempt a browser return names: its reference once the gateway's signature on it holds (null: the
   * return names none, as a cancel may not), or 'forged'.
   */
  readReturn(query: Record<string, string | undefined>): { ref: string | null; amountMinor?: number } | 'forged';
  /** Asks the gateway about an attempt for `amountMinor`. */
  check(ref: string, amountMinor: number): Promise<GatewayAnswer>;
}

export type PaymentProvider = SignedCallbackProvider | GatewayProvider;
