// eSewa ePay v2 (ADR 0021), from eSewa's merchant documentation (developer.esewa.com.np, "Epay-V2"): the
// browser posts a signed form to /api/epay/main/v2/form; eSewa sends it back to success_url with `data`
// (base64 JSON signed over its own signed_field_names) or to failure_url; the server confirms with the
// transaction status check. Signatures are base64 HMAC-SHA256 under the merchant's secret key.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EsewaOptions } from '../../../config';
import { callGateway, majorOf, minorOf } from './gateway-http';
import type { GatewayAnswer, GatewayProvider } from './types';

/** The fields eSewa requires us to sign, in its order. */
const SIGNED_FIELD_NAMES = 'total_amount,transaction_uuid,product_code';

export const esewaSignature = (secret: string, fields: Record<string, unknown>, names: string): string =>
  createHmac('sha256', secret)
    .update(names.split(',').map((name) => `${name}=${String(fields[name] ?? '')}`).join(','))
    .digest('base64');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The status check's `status`: COMPLETE is paid; PENDING and AMBIENT are not finished; the rest ended unpaid. */
const ENDED = ['NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'];

export function esewaProvider(options: EsewaOptions): GatewayProvider {
  const secret = options.secretKey!;
  return {
    kind: 'gateway',
    name: 'esewa',
    async begin(payment, urls) {
      const total = majorOf(payment.amountMinor);
      const fields: Record<string, string> = {
        amount: total,
        tax_amount: '0',
        total_amount: total,
        // Unique per attempt: eSewa refuses a transaction_uuid it has seen.
        transaction_uuid: randomUUID(),
        product_code: options.productCode,
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: urls.returnUrl,
        failure_url: urls.cancelUrl,
        signed_field_names: SIGNED_FIELD_NAMES,
      };
      fields.signature = esewaSignature(secret, fields, SIGNED_FIELD_NAMES);
      return { ref: fields.transaction_uuid, next: { form: { action: `${options.baseUrl}/api/epay/main/v2/form`, fields } } };
    },
    readReturn(query) {
      if (query.data === undefined) return { ref: null };
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(Buffer.from(query.data, 'base64').toString('utf8')) as Record<string, unknown>;
      } catch {
        return 'forged';
      }
      const names = typeof data.signed_field_names === 'string' ? data.signed_field_names : '';
      const covered = names.split(',');
      if (!['transaction_uuid', 'total_amount', 'product_code', 'signed_field_names'].every((f) => covered.includes(f))) return 'forged';
      if (typeof data.signature !== 'string' || !same(data.signature, esewaSignature(secret, data, names))) return 'forged';
      if (data.product_code !== options.productCode) return 'forged';
      return { ref: String(data.transaction_uuid), amountMinor: minorOf(data.total_amount) };
    },
    async check(ref, amountMinor): Promise<GatewayAnswer> {
      const query = new URLSearchParams({ product_code: options.productCode, total_amount: majorOf(amountMinor), transaction_uuid: ref });
      const reply = await callGateway(`${options.statusUrl}/api/epay/transaction/status/?${query}`);
      if (!reply.ok) return { state: 'unreachable' };
      const { status, ref_id, total_amount, transaction_uuid } = reply.body;
      if (transaction_uuid !== undefined && transaction_uuid !== ref) return { state: 'unreachable' };
      if (status === 'COMPLETE' && typeof ref_id === 'string' && ref_id) return { state: 'paid', txn: ref_id, amountMinor: minorOf(total_amount) };
      if (typeof status === 'string' && ENDED.includes(status)) return { state: 'failed' };
      return status === 'PENDING' || status === 'AMBIENT' ? { state: 'pending' } : { state: 'unreachable' };
    },
  };
}
