// Schema building blocks (TypeBox: JSON Schema that validates input and documents the API).
import { Type, type TSchema } from '@sinclair/typebox';

/** A filled text's placeholder values ({{n}}, {{name}}), for the client to fill its translation. */
const TextValuesSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: "The values the text's placeholders were filled with; only for a text that has placeholders.",
});

/** The code of a worded answer (issue 22 §2): '<domain>.<key>' of the domain contract's message tables. */
const CODE_DESCRIPTION = "The text's stable code, '<domain>.<key>' (e.g. 'commerce.soldOut'): clients translate by it. Absent for plain English.";

/** The fields a worded success answer adds next to its `message`: its code and filled values. */
export const CodedFields = {
  code: Type.Optional(Type.String({ description: CODE_DESCRIPTION })),
  values: Type.Optional(TextValuesSchema),
};

export const ErrorEnvelope = Type.Object(
  {
    status: Type.String(),
    message: Type.Union([Type.String(), Type.Array(Type.String())], { description: "The spec's English text (a list for several form problems)." }),
    code: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { description: `${CODE_DESCRIPTION} A list, parallel to message, when message is one.` })),
    values: Type.Optional(TextValuesSchema),
    requestId: Type.Optional(Type.String({ description: 'On 5xx answers: the request id (X-Request-Id), to quote to the operator.' })),
  },
  { $id: 'ErrorEnvelope', description: "Any status other than 'success' carries the message as the error." },
);

export const MessageEnvelope = Type.Object({ status: Type.Literal('success'), message: Type.String(), ...CodedFields });

/** Success answer plus the error answers a route can give, all with the envelope. */
export function answers(success: TSchema, ...errorCodes: number[]): Record<number, TSchema> {
  const errors = Object.fromEntries(errorCodes.map((code) => [code, Type.Ref('ErrorEnvelope')]));
  return { 200: success, ...errors };
}

export { Nullable } from '@kala/shared/contracts/schema-kit';
