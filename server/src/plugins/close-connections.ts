// Closing ends every connection, including those still answering when the close began. Node's server.close()
// ends only the connections idle at that moment; one whose answer was still on its way turns idle once it is
// sent and stays open for the keep-alive timeout (72 s), holding the close past Fastify's plugin timeout (60 s),
// so the close failed ("Plugin did not start in time") and a stopping process waited a minute for nothing.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    // Registered before the modules, so this runs before their preClose hooks (socket.io's close waits here).
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback, not an async function: this runs on every answer, and makes no promise for it.
    app.addHook('onResponse', (_req, _reply, done) => {
      if (closing) app.server.closeIdleConnections();
      done();
    });
  },
  { name: 'close-connections' },
);
