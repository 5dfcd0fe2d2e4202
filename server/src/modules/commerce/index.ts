// The commerce module (spec §7.6): the server cart, orders, payments and a studio's sales. Uses the
// notifications module to tell buyers and studios of each step.
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import gatewayRoutes from './gateway-routes';
import { noticeToBuyer } from './order-notices';
import orderRoutes from './order-routes';
import { OrderSchema } from './order-schemas';
import { paymentProviders } from './payments/provider';
import { reconcilePayments } from './payments/confirm';
import { expireUnpaidOrders } from './payments/settle';
import commerceRoutes from './routes';
import { CartLineSchema } from './schemas';

/** How often unpaid orders past their hold are looked for. */
const EXPIRY_SWEEP_MS = 60_000;

export default fp(
  async (app) => {
    app.addSchema(CartLineSchema);
    app.addSchema(OrderSchema);
    const clock = () => new Date();
    const providers = paymentProviders(app.config.payments);
    await app.register(commerceRoutes, { prefix: '/api' });
    await app.register(orderRoutes, { prefix: '/api', providers, clock });
    await app.register(gatewayRoutes, { prefix: '/api', providers, clock });
    // Gateways are asked about lost returns first, so a payment made just before the hold ends still counts.
    runPeriodically(app, 'order expiry', EXPIRY_SWEEP_MS, async () => {
      const settled = await reconcilePayments(app.db, providers.gateways(), clock());
      for (const s of settled) await noticeToBuyer(app, s.orderId, s.status === 'approved' ? 'orderPaid' : 'orderDeclined');
      return expireUnpaidOrders(app.db, clock());
    });
  },
  { name: 'commerce', dependencies: ['session', 'rate-limit', 'notifications'] },
);
