// Request and answer shapes of the gateway calls (ADR 0021).
import { Type } from '@sinclair/typebox';
import { WALLET_PROVIDERS } from '@kala/shared/commerce';
import { answers } from '../../lib/schemas';

const Id = Type.String({ maxLength: 100 });
const Key = Type.String({ maxLength: 100 });

export const gatewaySchemas = {
  options: {
    tags: ['payments'],
    description: 'The wallets offered by name (eSewa, Khalti or the sandbox) and the rate at which the card provider is asked for USD.',
    response: answers(
      Type.Object({
        status: Type.Literal('success'),
        wallets: Type.Array(Type.Union(WALLET_PROVIDERS.map((w) => Type.Literal(w)))),
        card: Type.Object({ currency: Type.Literal('USD'), nprPerUsd: Type.Number({ description: 'NPR per US dollar (CARD_USD_RATE)' }) }),
      }),
    ),
  },
  payAgain: {
    tags: ['orders'],
    security: [{ jwt: [] }],
    description: 'A new way to the payment page for your order that is still unpaid and holding its stock.',
    params: Type.Object({ id: Id }),
    response: answers(Type.Object({ status: Type.Literal('success'), paymentUrl: Type.String() }), 400, 401, 404),
  },
  pay: {
    tags: ['payments'],
    params: Type.Object({ id: Id }),
    querystring: Type.Object({ key: Type.Optional(Key) }),
    description: "The signed link out to the payment's gateway: starts an attempt and redirects (Khalti) or posts the signed form (eSewa).",
  },
  back: {
    tags: ['payments'],
    params: Type.Object({ provider: Type.String({ maxLength: 40 }), id: Id, key: Key }),
    querystring: Type.Record(Type.String(), Type.String({ maxLength: 4000 })),
    description: "A gateway's return (eSewa's success_url and failure_url, Khalti's return_url): confirmed with the gateway, then to /checkout/success or /checkout/failure.",
  },
};
