// Signatures under the server's payment secret (HMAC-SHA256, compared in constant time): the sandbox's
// callbacks, and the links handed to one buyer for one payment (the sandbox page, the way to a gateway and
// the gateway's way back).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const sign = (secret: string, paymentId: string, purpose: string): string => createHmac('sha256', secret).update(`${paymentId}.${purpose}`).digest('hex');

export const sameSignature = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** The key of a buyer's link for one payment. */
export const linkKey = (secret: string, paymentId: string): string => sign(secret, paymentId, 'link');

export const hasLink = (secret: string, paymentId: string, key: string | undefined): boolean => key !== undefined && sameSignature(key, linkKey(secret, paymentId));
