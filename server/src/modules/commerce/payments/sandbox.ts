// The built-in sandbox gateway: a page served by the server where the buyer approves or declines a payment.
// The decision comes back as a callback signed with the server's payment secret (HMAC-SHA256), the way a
// real gateway signs its redirects; the callback route verifies it before anything changes. The page and
// its decision answer only the link handed to the buyer (signed for that payment) or the buyer's session.
import { formatPaisa } from '@kala/shared/commerce';
import type { PaymentOptions } from '../../../config';
import { linkKey, sameSignature, sign } from './links';
import type { SignedCallbackProvider } from './types';

/** The gateway's routes, under the {api} prefix; URLs handed to browsers carry the prefix. */
export const SANDBOX_ROUTE = '/payments/sandbox';
export const CALLBACK_ROUTE = '/payments/callback';
const API = '/api';

export type SandboxResult = 'approved' | 'declined';


/** The buyer's link to the gateway page: signed for this one payment, it acts only while the payment is pending. */
const pageUrl = (secret: string, paymentId: string): string => `${API}${SANDBOX_ROUTE}/${paymentId}?${new URLSearchParams({ key: linkKey(secret, paymentId) })}`;

/** The callback URL the gateway sends the buyer's browser to after the tester's decision. */
export const signedCallbackUrl = (secret: string, paymentId: string, result: SandboxResult): string =>
  `${API}${CALLBACK_ROUTE}/sandbox?${new URLSearchParams({ payment: paymentId, result, sig: sign(secret, paymentId, result) })}`;

export function sandboxProvider(options: PaymentOptions): SignedCallbackProvider {
  return {
    kind: 'signed',
    name: 'sandbox',
    checkoutUrl: ({ paymentId }) => pageUrl(options.secret, paymentId),
    verifyCallback({ payment, result, sig }) {
      if (!payment || !sig || (result !== 'approved' && result !== 'declined')) return null;
      if (!sameSignature(sig, sign(options.secret, payment, result))) return null;
      return { paymentId: payment, approved: result === 'approved' };
    },
  };
}

/** Text inside HTML (the gateway pages of ours). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The buyer's page: what is being paid, Approve and Decline (plain HTML forms, no script, posting to its own link). */
/** A card payment asked for in USD shows dollars (spec §9); a wallet's shows NPR. */
const amountText = (minor: number, currency: string) => (currency === 'USD' ? `US$ ${(minor / 100).toFixed(2)}` : formatPaisa(minor));

export function sandboxPage(secret: string, payment: { id: string; method: string; amountMinor: number; currency: string; status: string }): string {
  const action = pageUrl(secret, payment.id);
  const open = payment.status === 'pending';
  const button = (result: SandboxResult, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="result" value="${result}"><button class="${result}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment gateway — Kala</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;background:#f6f3f2;color:#222}
main{max-width:26rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.amount{font-size:2rem;font-variant-numeric:tabular-nums;margin:1rem 0}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}form{flex:1}button{width:100%;padding:.75rem;font:inherit;border-radius:8px;cursor:pointer}
.approved{background:#984B48;color:#fff;border:0}.declined{background:#fff;border:1px solid #984B48;color:#984B48}
button:focus-visible{outline:3px solid #222;outline-offset:2px}.note{color:#666;font-size:.875rem}
</style></head>
<body><main>
<h1>Sandbox payment gateway</h1>
<p class="note">A test gateway: no money moves. Approve or decline to try both outcomes.</p>
<p>Payment by ${escapeHtml(payment.method)}</p>
<p class="amount">${escapeHtml(amountText(payment.amountMinor, payment.currency))}</p>
${open ? `<div class="actions">${button('approved', 'Approve')}${button('declined', 'Decline')}</div>` : `<p>This payment is already ${escapeHtml(payment.status)}.</p>`}
</main></body></html>`;
}
