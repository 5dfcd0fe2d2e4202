// Response serializers (fast-json-stringify) built once per distinct schema, not once per route and status.
// Most routes answer their errors with the same schema (a reference to the ErrorEnvelope), a GET route's
// HEAD twin builds its own, and Fastify asks for a new serializer factory for every route of a context that
// added shared schemas (ours all do); each build checks and resolves every shared schema again. Building
// them for each route was most of the app's start, paid by every server process and every API test file.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<Factory>>;

/** What has been built, by the shared schemas and options it was built with, then by the route's schema. */
const built = new Map<string, Map<string, Serializer>>();

/** Fastify's own serializer factory, remembering what it built (a serializer is a pure function of these). */
export const sharedSerializers: Factory = (externalSchemas, options) => {
  const setKey = JSON.stringify([externalSchemas, options]);
  let serializers = built.get(setKey);
  if (!serializers) built.set(setKey, (serializers = new Map()));
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(key, serializer);
    }
    return serializer;
  };
};
