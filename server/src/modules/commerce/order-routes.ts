// Order, payment and sales calls (spec §7.6) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ONLINE_METHODS, type ShippingAddress } from '@kala/shared/commerce';
import { COMMERCE_CODED } from '@kala/shared/contracts/commerce/errors';
import { pathTo } from '@kala/shared/routing';
import type { CodedText } from '@kala/shared/errors';
import { badRequest, notFound, textFields, unauthorized } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { perUser } from '../../lib/rate-limits';
import { authenticate, currentUserId, userOf } from '../../lib/session';
import { noticeNewOrder, noticeToBuyer } from './order-notices';
import { orderSchemas as s } from './order-schemas';
import { cancelOrder, getOrder, listOrders, placeOrder } from './orders';
import type { PaymentProviders } from './payments/provider';
import { checkoutUrlOf } from './gateway-routes';
import { hasLink } from './payments/links';
import { CALLBACK_ROUTE, SANDBOX_ROUTE, sandboxPage, signedCallbackUrl } from './payments/sandbox';
import { amountMinorOf, findPayment, settlePayment } from './payments/settle';
import { advanceSale, listSales } from './sales';

const orderRoutes: FastifyPluginAsyncTypebox<{ providers: PaymentProviders; clock: () => Date }> = async (app, { providers, clock }) => {
  const auth = { preValidation: authenticate };
  const { writeMax, windowMs } = app.config.rateLimit;
  const limited = (name: string) => ({ preHandler: perUser(app, name, writeMax, windowMs) });
  const done = (text: CodedText) => ({ status: 'success' as const, ...textFields(text) });

  app.post('/user/order', { ...auth, ...limited('order-place'), schema: s.place }, async (req) => {
    const { paymentMethod, paymentProvider, orderItems, shippingInfo } = req.body;
    const online = paymentMethod === 'wallet' || paymentMethod === 'card';
    const placed = await placeOrder(
      app.db,
      userOf(req).id,
      {
        key: req.headers['idempotency-key'],
        method: paymentMethod,
        lines: orderItems.map((i) => ({ product: i.product, qty: i.qty })),
        shipping: { address2: '', ...shippingInfo } as ShippingAddress,
        provider: online ? providers.forMethod(paymentMethod, paymentProvider).name : null,
        cardUsdRate: app.config.payments.cardUsdRate,
      },
      clock(),
      app.config.payments.holdMinutes,
    );
    if (placed.created) await noticeNewOrder(app, placed.orderId);
    const payment = placed.paymentId && ONLINE_METHODS.includes(placed.paymentMethod) ? await findPayment(app.db, placed.paymentId) : null;
    const paymentUrl = payment ? checkoutUrlOf(providers, app.config.payments.secret, payment) : undefined;
    return { status: 'success' as const, orderId: placed.orderId, paymentMethod: placed.paymentMethod, ...(paymentUrl && { paymentUrl }) };
  });

  app.get('/user/order', { ...auth, schema: s.list }, async (req) => ({ status: 'success' as const, result: await listOrders(app.db, userOf(req).id) }));

  app.get('/user/order/:id', { ...auth, schema: s.one }, async (req) => ({ status: 'success' as const, result: await getOrder(app.db, userOf(req).id, req.params.id) }));

  // The spec's item cancel is the order's: an order is paid and shipped whole, so it is cancelled whole.
  for (const url of ['/user/order/cancel', '/user/order/itemcancel']) {
    app.post(url, { ...auth, ...limited('order-cancel'), schema: s.cancel }, async (req) => {
      await cancelOrder(app.db, userOf(req).id, req.body.order_id);
      await noticeToBuyer(app, req.body.order_id, 'orderCancelled');
      return done(COMMERCE_CODED.orderCancelled);
    });
  }

  app.get('/sales', { ...auth, schema: s.sales }, async (req) => ({ status: 'success' as const, result: await listSales(app.db, userOf(req).id) }));

  app.post('/sales/status', { ...auth, ...limited('sales-status'), schema: s.advance }, async (req) => {
    const seller = userOf(req).id;
    await advanceSale(app.db, seller, req.body.order_id, req.body.status);
    const shipped = req.body.status === 'SHIPPED';
    await noticeToBuyer(app, req.body.order_id, shipped ? 'orderShipped' : 'orderDelivered', seller);
    return done(COMMERCE_CODED[shipped ? 'markedShipped' : 'markedDelivered']);
  });

  // The sandbox gateway: only when a method is configured to use it, and only for the order's buyer.
  if (providers.byName('sandbox')) {
    const { secret } = app.config.payments;
    const buyersPayment = async (req: FastifyRequest<{ Params: { id: string }; Querystring: { key?: string } }>) => {
      const payment = isUuid(req.params.id) ? await findPayment(app.db, req.params.id) : null;
      if (!payment || payment.provider !== 'sandbox') throw notFound(COMMERCE_CODED.orderNotFound);
      if (hasLink(secret, payment.id, req.query.key)) return payment;
      // Without the signed link: the buyer's own session. Anyone else learns nothing of the order.
      const caller = await currentUserId(req);
      if (!caller) throw unauthorized();
      if (caller !== payment.buyer_id) throw notFound(COMMERCE_CODED.orderNotFound);
      return payment;
    };
    app.get(`${SANDBOX_ROUTE}/:id`, { schema: s.sandboxPage }, async (req, reply) => {
      const p = await buyersPayment(req);
      const page = sandboxPage(secret, { id: p.id, method: p.method, amountMinor: amountMinorOf(p), currency: p.currency, status: p.status });
      // Its own policy: a page with inline styles and two forms, nothing else.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
      return reply.type('text/html; charset=utf-8').send(page);
    });
    app.post(`${SANDBOX_ROUTE}/:id`, { schema: s.sandboxDecide }, async (req, reply) => {
      const p = await buyersPayment(req);
      return reply.redirect(signedCallbackUrl(secret, p.id, req.body.result), 303);
    });
  }

  app.get(`${CALLBACK_ROUTE}/:provider`, { schema: s.callback }, async (req, reply) => {
    const provider = providers.byName(req.params.provider);
    const verified = provider?.kind === 'signed' ? provider.verifyCallback(req.query) : null;
    if (!verified) throw badRequest(COMMERCE_CODED.paymentInvalid);
    const settled = await settlePayment(app.db, verified.paymentId, verified.approved);
    if (!settled) throw badRequest(COMMERCE_CODED.paymentInvalid);
    const approved = settled.status === 'approved';
    if (settled.changed) await noticeToBuyer(app, settled.orderId, approved ? 'orderPaid' : 'orderDeclined');
    // Failure says why: declined now, or already expired or cancelled when the answer came.
    const query = new URLSearchParams({ order: settled.orderId, ...(!approved && { reason: settled.status }) });
    return reply.redirect(`${pathTo(approved ? 'checkoutSuccess' : 'checkoutFailure')}?${query}`, 303);
  });
};

export default orderRoutes;
