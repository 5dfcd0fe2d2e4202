// Response serializers are built once per distinct schema (src/lib/serializers.ts), and still serialize as
// each route's schema says: unknown fields left out, shared schemas resolved.
import Fastify from 'fastify';
import { sharedSerializers } from '../../src/lib/serializers';

const builds = jest.fn();
jest.mock('fast-json-stringify', () => {
  const actual = jest.requireActual('fast-json-stringify');
  return Object.assign((...args: unknown[]) => (builds(), actual(...args)), actual);
});

const Thing = { $id: 'Thing', type: 'object', properties: { name: { type: 'string' } } };
const Problem = { $id: 'Problem', type: 'object', properties: { status: { type: 'string' } } };

test('routes answering with the same schemas share their serializers', async () => {
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: sharedSerializers } } });
  app.addSchema(Thing);
  app.addSchema(Problem);
  // Three routes, two answers each: one shared success schema and one shared error schema, one of their own.
  const response = { 200: { $ref: 'Thing#' }, 404: { $ref: 'Problem#' } };
  app.get('/a', { schema: { response } }, async () => ({ name: 'a', secret: 'never sent' }));
  app.get('/b', { schema: { response } }, async () => ({ name: 'b', secret: 'never sent' }));
  const own = { 200: { type: 'object', properties: { n: { type: 'integer' } } }, 404: { $ref: 'Problem#' } };
  app.get('/c', { schema: { response: own } }, async (_req, reply) => reply.code(404).send({ status: 'fail', secret: 'never sent' }));
  await app.ready();

  expect(builds).toHaveBeenCalledTimes(3);
  expect((await app.inject('/a')).json()).toEqual({ name: 'a' });
  expect((await app.inject('/b')).json()).toEqual({ name: 'b' });
  expect((await app.inject('/c')).json()).toEqual({ status: 'fail' });
  await app.close();
});
