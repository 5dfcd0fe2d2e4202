// Alert shapes (Alert of @kala/shared/alerts) and the alerts calls.
import { Type } from '@sinclair/typebox';
import { ALERT_LIMITS } from '@kala/shared/alerts';
import { CodedFields, MessageEnvelope, Nullable, answers } from '../../lib/schemas';

const tags = ['alerts'];
const price = Nullable(Type.Number({ minimum: 0, maximum: 1e9 }));

const AlertSchema = Type.Object({
  _id: Type.String(),
  category: Nullable(Type.Object({ slug: Type.String(), name: Type.String() })),
  studio: Nullable(Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() })),
  priceMin: price,
  priceMax: price,
  tags: Type.Array(Type.String()),
  query: Nullable(Type.String()),
  active: Type.Boolean({ description: 'false while paused' }),
  created: Type.String({ format: 'date-time' }),
});

const Criteria = Type.Object(
  {
    category: Type.Optional(Nullable(Type.String({ maxLength: 80, description: "a category's slug" }))),
    studio: Type.Optional(Nullable(Type.String({ maxLength: 40, description: "the studio's user id" }))),
    priceMin: Type.Optional(price),
    priceMax: Type.Optional(price),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: ALERT_LIMITS.tag }), { maxItems: ALERT_LIMITS.tags })),
    query: Type.Optional(Nullable(Type.String({ maxLength: ALERT_LIMITS.query }))),
  },
  { additionalProperties: false },
);
const byId = Type.Object({ id: Type.String({ maxLength: 40 }) });

export const alertSchemas = {
  list: { tags, description: "The signed-in person's alerts, newest first.", response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Array(AlertSchema) }), 401) },
  create: {
    tags,
    description: 'Saves an alert: at least one criterion; every criterion set must hold for a new work (tags: any one).',
    body: Criteria,
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.String(), ...CodedFields, id: Type.String() }), 400, 401, 429),
  },
  pause: { tags, description: 'Pauses an alert: no notification or mail until resumed.', params: byId, response: answers(MessageEnvelope, 401, 404) },
  resume: { tags, description: 'Resumes a paused alert.', params: byId, response: answers(MessageEnvelope, 401, 404) },
  remove: { tags, description: 'Deletes an alert.', params: byId, response: answers(MessageEnvelope, 401, 404) },
  unsubscribe: {
    tags,
    description: "Stops a person's alert mails, with the signed token of the mail's link (no login).",
    body: Type.Object({ token: Type.String({ maxLength: 1000 }) }),
    response: answers(MessageEnvelope, 400, 429),
  },
};
