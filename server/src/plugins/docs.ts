// The OpenAPI document and page at /api/docs. Registered before the modules, so it sees every route;
// each module adds its shared schemas, which the document names by their $id.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorEnvelope } from '../lib/schemas';
import { DOCS_POLICY } from './security-headers';

export default fp(
  async (app) => {
    app.addSchema(ErrorEnvelope);
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kala API', version: '0.1.0', description: "Answers use the envelope {status, message, …}; 'success' is success." },
        components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' } } },
      },
      // Name shared schemas by their $id in the document instead of def-0, def-1…
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
    // Its own, looser Content-Security-Policy: only on the docs routes.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_POLICY });
  },
  { name: 'docs' },
);
