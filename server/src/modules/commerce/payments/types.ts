// The payment-provider interface (ADR 0010). A provider sends the buyer somewhere to pay and later answers
// with a callback; only a callback it verifies can settle a payment.

export interface PaymentRequest {
  paymentId: string;
  amountPaisa: number;
}

export interface VerifiedCallback {
  paymentId: string;
  approved: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  /** Where the buyer goes to pay. */
  checkoutUrl(payment: PaymentRequest): string;
  /** The result a callback carries, or null when it is not genuinely the provider's (forged, tampered). */
  verifyCallback(query: Record<string, string | undefined>): VerifiedCallback | null;
}
