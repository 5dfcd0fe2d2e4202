// Schema building blocks (TypeBox: JSON Schema that validates input and documents the API).
import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorEnvelope = Type.Object(
  {
    status: Type.String(),
    message: Type.Union([Type.String(), Type.Array(Type.String())]),
    requestId: Type.Optional(Type.String({ description: 'On 5xx answers: the request id (X-Request-Id), to quote to the operator.' })),
  },
  { $id: 'ErrorEnvelope', description: "Any status other than 'success' carries the message as the error." },
);

export const MessageEnvelope = Type.Object({ status: Type.Literal('success'), message: Type.String() });

/** Success answer plus the error answers a route can give, all with the envelope. */
export function answers(success: TSchema, ...errorCodes: number[]): Record<number, TSchema> {
  const errors = Object.fromEntries(errorCodes.map((code) => [code, Type.Ref('ErrorEnvelope')]));
  return { 200: success, ...errors };
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
