// Request bodies. JSON as Fastify parses it (prototype-poisoning checks included), except that an empty
// body is no body: clients send `content-type: application/json` on header-only posts (spec: POST
// {auth}/authenticate is header only). Plain HTML forms, and clients that post an empty body with the form
// type (axios does for `null`).
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body === '') return done(null, undefined);
      return json(req, body as string, done);
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  },
  { name: 'body-parsers' },
);
