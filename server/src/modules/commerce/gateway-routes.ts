// The real gateways' calls (ADR 0021) under {api} = /api: which wallets are offered, the way out to a
// gateway (a signed link per payment: it starts an attempt), the way back (verified with the gateway by the
// server before anything changes) and paying again for an order still held.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type WalletProvider } from '@kala/shared/commerce';
import { COMMERCE_CODED } from '@kala/shared/contracts/commerce/errors';
import { pathTo } from '@kala/shared/routing';
import { badRequest, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { noticeToBuyer } from './order-notices';
import { gatewaySchemas as s } from './gateway-schemas';
import { confirmAttempt, latestAttempt, recordAttempt, type Confirmation } from './payments/confirm';
import { hasLink, linkKey } from './payments/links';
import { escapeHtml } from './payments/sandbox';
import type { PaymentProviders } from './payments/provider';
import { amountMinorOf, findPayment, type PaymentRow } from './payments/settle';
import type { Begun, GatewayProvider } from './payments/types';

const API = '/api';
export const PAY_ROUTE = '/payments/pay';
const RETURN_ROUTE = '/payments/return';

/** The buyer's link out to a gateway for one payment: each visit starts a new attempt. */
export const gatewayLink = (secret: string, paymentId: string): string => `${API}${PAY_ROUTE}/${paymentId}?${new URLSearchParams({ key: linkKey(secret, paymentId) })}`;

/** Posts eSewa's form as the page loads (a button when scripts are off). Its hash is the page's only script. */
const AUTO_SUBMIT = 'document.forms[0].submit()';
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

function formPage(form: { action: string; fields: Record<string, string> }, label: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(label)}</title></head>
<body><form method="post" action="${escapeHtml(form.action)}">${inputs}<button>${escapeHtml(label)}</button></form><script>${AUTO_SUBMIT}</script></body></html>`;
}

/** Where the buyer goes to pay a pending payment: the sandbox's page or the link out to a gateway. */
export function checkoutUrlOf(providers: PaymentProviders, secret: string, payment: PaymentRow): string | undefined {
  const provider = providers.byName(payment.provider);
  if (!provider || payment.status !== 'pending') return undefined;
  if (provider.kind === 'gateway') return gatewayLink(secret, payment.id);
  return provider.checkoutUrl({ paymentId: payment.id, orderId: payment.order_id, amountMinor: amountMinorOf(payment), currency: payment.currency });
}

const LABELS: Record<string, string> = { esewa: 'Continue to eSewa', khalti: 'Continue to Khalti' };

const gatewayRoutes: FastifyPluginAsyncTypebox<{ providers: PaymentProviders; clock: () => Date }> = async (app, { providers, clock }) => {
  const { secret } = app.config.payments;
  const { writeMax, windowMs } = app.config.rateLimit;

  app.get('/payments/options', { schema: s.options }, async () => ({
    status: 'success' as const,
    wallets: providers.wallets as WalletProvider[],
    card: { currency: 'USD' as const, nprPerUsd: app.config.payments.cardUsdRate },
  }));


  // Paying again (after a return that proved nothing, a gateway that was down): the order still holds its stock.
  app.post('/user/order/:id/pay', { preValidation: authenticate, preHandler: perUser(app, 'order-pay', writeMax, windowMs), schema: s.payAgain }, async (req) => {
    const row = isUuid(req.params.id)
      ? await app.db.one<{ id: string }>(
          `select p.id from payments p join orders o on o.id = p.order_id where o.id = $1 and o.buyer_id = $2 order by p.created_at desc limit 1`,
          [req.params.id, userOf(req).id],
        )
      : null;
    const payment = row && (await findPayment(app.db, row.id));
    if (!payment) throw notFound(COMMERCE_CODED.orderNotFound);
    const paymentUrl = checkoutUrlOf(providers, secret, payment);
    if (!paymentUrl) throw badRequest(COMMERCE_CODED.notPayable);
    return { status: 'success' as const, paymentUrl };
  });

  const gatewayOf = (name: string): GatewayProvider | null => {
    const provider = providers.byName(name);
    return provider?.kind === 'gateway' ? provider : null;
  };
  /** The payment a signed link names; anyone else's or a forged link learns nothing. */
  const linkedPayment = async (id: string, key: string | undefined) => {
    const payment = isUuid(id) && hasLink(secret, id, key) ? await findPayment(app.db, id) : null;
    if (!payment) throw notFound(COMMERCE_CODED.orderNotFound);
    return payment;
  };
  const toResult = (orderId: string, status: Confirmation['status']) => {
    const query = new URLSearchParams({ order: orderId, ...(status !== 'approved' && { reason: status }) });
    return `${pathTo(status === 'approved' ? 'checkoutSuccess' : 'checkoutFailure')}?${query}`;
  };

  app.get(`${PAY_ROUTE}/:id`, { schema: s.pay }, async (req, reply) => {
    const payment = await linkedPayment(req.params.id, req.query.key);
    const gateway = gatewayOf(payment.provider);
    if (!gateway) throw notFound(COMMERCE_CODED.orderNotFound);
    if (payment.status !== 'pending') return reply.redirect(toResult(payment.order_id, payment.status), 303);
    const back = `${app.config.publicUrl}${API}${RETURN_ROUTE}/${gateway.name}/${payment.id}/${linkKey(secret, payment.id)}`;
    let begun: Begun;
    try {
      begun = await gateway.begin(
        { paymentId: payment.id, orderId: payment.order_id, amountMinor: amountMinorOf(payment), currency: payment.currency },
        { returnUrl: back, cancelUrl: `${back}/cancel`, siteUrl: app.config.publicUrl },
      );
    } catch (err) {
      req.log.warn({ err, provider: gateway.name }, 'payment gateway did not start a payment');
      return reply.redirect(toResult(payment.order_id, 'unreachable'), 303);
    }
    await recordAttempt(app.db, payment.id, begun.ref, clock());
    if ('redirect' in begun.next) return reply.redirect(begun.next.redirect, 303);
    const action = new URL(begun.next.form.action).origin;
    reply.header('content-security-policy', `default-src 'none'; script-src ${AUTO_SUBMIT_HASH}; form-action ${action}; frame-ancestors 'none'`);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(formPage(begun.next.form, LABELS[gateway.name] ?? 'Continue'));
  });

  /** Back from a gateway: the return (`cancelled`: eSewa's failure_url) is confirmed with the gateway. */
  const comeBack = (cancelled: boolean) =>
    async function (
      req: { params: { provider: string; id: string; key: string }; query: Record<string, string | undefined> },
      reply: { redirect(url: string, code: 303): unknown },
    ) {
      const payment = await linkedPayment(req.params.id, req.params.key);
      const gateway = gatewayOf(req.params.provider);
      if (!gateway || gateway.name !== payment.provider) throw notFound(COMMERCE_CODED.orderNotFound);
      const read = cancelled ? { ref: null } : gateway.readReturn(req.query);
      if (read === 'forged') throw badRequest(COMMERCE_CODED.paymentInvalid);
      const ref = read.ref ?? (await latestAttempt(app.db, payment.id));
      // A signed claim of another amount than the order's proves nothing: unpaid, still held.
      const claimsOtherAmount = read.amountMinor !== undefined && read.amountMinor !== amountMinorOf(payment);
      const done: Confirmation =
        !ref || claimsOtherAmount
          ? { orderId: payment.order_id, status: 'unverified', changed: false }
          : await confirmAttempt(app.db, gateway, payment, ref, cancelled || read.amountMinor === undefined);
      if (done.changed) await noticeToBuyer(app, done.orderId, done.status === 'approved' ? 'orderPaid' : 'orderDeclined');
      return reply.redirect(toResult(done.orderId, done.status), 303);
    };
  app.get(`${RETURN_ROUTE}/:provider/:id/:key`, { schema: s.back }, comeBack(false));
  app.get(`${RETURN_ROUTE}/:provider/:id/:key/cancel`, { schema: s.back }, comeBack(true));
};

export default gatewayRoutes;
