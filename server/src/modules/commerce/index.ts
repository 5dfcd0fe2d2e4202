// The commerce module (spec §7.6): the server cart, orders, payments and a studio's sales. Uses the
// notifications module to tell buyers and studios of each step.
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import orderRoutes from './order-routes';
import { OrderSchema } from './order-schemas';
import { paymentProviders } from './payments/provider';
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
    await app.register(commerceRoutes, { prefix: '/api' });
    await app.register(orderRoutes, { prefix: '/api', providers: paymentProviders(app.config.payments), clock });
    runPeriodically(app, 'order expiry', EXPIRY_SWEEP_MS, () => expireUnpaidOrders(app.db, clock()));
  },
  { name: 'commerce', dependencies: ['session', 'rate-limit', 'notifications'] },
);
