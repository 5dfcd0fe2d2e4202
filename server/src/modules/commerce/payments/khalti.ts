// Khalti ePayment / Web Checkout (ADR 0021), from Khalti's documentation (docs.khalti.com, "Web Checkout
// (KPG-2)"): the server initiates (POST /api/v2/epayment/initiate/, `Authorization: Key <secret>`, amount in
// paisa) and gets `pidx` and `payment_url`; Khalti sends the buyer back to return_url with `pidx` and the
// outcome in the query, which is only a hint: the server asks the lookup (POST /api/v2/epayment/lookup/).
import type { KhaltiOptions } from '../../../config';
import { callGateway } from './gateway-http';
import type { GatewayAnswer, GatewayProvider } from './types';

/** The lookup's `status`: Completed is paid; Pending and Initiated are not finished; the rest ended unpaid. */
const ENDED = ['Expired', 'User canceled', 'Refunded', 'Partially Refunded'];

export class GatewayRefused extends Error {}

export function khaltiProvider(options: KhaltiOptions): GatewayProvider {
  const api = (path: string, body: object) =>
    callGateway(`${options.baseUrl}/api/v2/epayment/${path}/`, { method: 'POST', headers: { authorization: `Key ${options.secretKey!}` }, body });
  return {
    kind: 'gateway',
    name: 'khalti',
    async begin(payment, urls) {
      const reply = await api('initiate', {
        return_url: urls.returnUrl,
        website_url: urls.siteUrl,
        amount: payment.amountMinor,
        purchase_order_id: payment.paymentId,
        purchase_order_name: `Kala order ${payment.orderId.slice(0, 8)}`,
      });
      const { pidx, payment_url } = reply.body ?? {};
      if (!reply.ok || typeof pidx !== 'string' || typeof payment_url !== 'string') throw new GatewayRefused(`Khalti initiate answered ${reply.status ?? 'nothing'}`);
      return { ref: pidx, next: { redirect: payment_url } };
    },
    // Khalti signs nothing: the pidx only names the attempt, the lookup decides.
    readReturn: (query) => ({ ref: query.pidx || null }),
    async check(ref, amountMinor): Promise<GatewayAnswer> {
      void amountMinor; // compared by the caller with the lookup's total_amount
      const reply = await api('lookup', { pidx: ref });
      if (!reply.ok) return { state: 'unreachable' };
      const { status, total_amount, transaction_id, pidx } = reply.body;
      if (pidx !== ref) return { state: 'unreachable' };
      if (status === 'Completed' && typeof transaction_id === 'string' && transaction_id) return { state: 'paid', txn: transaction_id, amountMinor: Number(total_amount) };
      if (typeof status === 'string' && ENDED.includes(status)) return { state: 'failed' };
      return status === 'Pending' || status === 'Initiated' ? { state: 'pending' } : { state: 'unreachable' };
    },
  };
}
