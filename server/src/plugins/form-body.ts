// Plain HTML forms, and clients that post an empty body with this type (axios does for `null`).
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  },
  { name: 'form-body' },
);
