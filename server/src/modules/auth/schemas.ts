// Request and answer shapes of the auth calls (spec §7.1).
import { Type, type Static } from '@sinclair/typebox';
import { MessageEnvelope, Nullable, answers } from '../../lib/schemas';

// Fields are optional strings: the handlers answer empty or missing ones with the spec's own texts.
const Str = Type.Optional(Type.String({ maxLength: 500 }));

export const RegisterBody = Type.Object({ name: Str, email: Str, password: Str, 'confirm-password': Str });
export type RegisterBody = Static<typeof RegisterBody>;
export const LoginBody = Type.Object({ email: Str, password: Str });
export const EmailBody = Type.Object({ email: Str });
export const ResetBody = Type.Object({ password: Str, 'confirm-password': Str });
export const SocialBody = Type.Object(
  { accessToken: Type.String({ minLength: 1, maxLength: 8192 }), userID: Type.Optional(Type.String({ maxLength: 200 })) },
  { description: "The provider's login result: Google's ID token, or Facebook's access token and user id." },
);
export const CodeParams = Type.Object({ code: Type.String({ maxLength: 64 }) });
export const TokenParams = Type.Object({ token: Type.String({ maxLength: 128 }) });

const UserAnswer = Type.Object({ status: Type.Literal('success'), user: Type.Ref('User') });
const SessionAnswer = Type.Object({ status: Type.Literal('success'), user: Type.Ref('User'), token: Type.String() });

export const schemas = {
  register: { tags: ['auth'], body: RegisterBody, response: answers(MessageEnvelope, 400, 429) },
  verify: { tags: ['auth'], params: CodeParams, response: answers(MessageEnvelope, 400, 429) },
  resend: { tags: ['auth'], body: EmailBody, response: answers(MessageEnvelope, 404, 429) },
  login: {
    tags: ['auth'],
    description:
      "Wrong passwords slow the account and the address down (429 with Retry-After); a browser that logged in to the account before sends its device cookie (set here, httpOnly) and has a limit of its own instead.",
    body: LoginBody,
    response: answers(SessionAnswer, 401, 403, 429),
  },
  authenticate: { tags: ['auth'], description: 'Header `Authorization: JWT <token>`.', response: answers(UserAnswer, 401) },
  logout: {
    tags: ['auth'],
    description: 'Header `Authorization: JWT <token>`: that token is refused from now on and its sockets are disconnected. Always succeeds.',
    response: answers(Type.Object({ status: Type.Literal('success') })),
  },
  resetRequest: { tags: ['auth'], body: EmailBody, response: answers(MessageEnvelope, 404, 429) },
  reset: { tags: ['auth'], params: TokenParams, body: ResetBody, response: answers(MessageEnvelope, 400, 404, 429) },
  social: { tags: ['auth'], body: SocialBody, response: answers(SessionAnswer, 400, 401, 429) },
  providers: {
    tags: ['auth'],
    response: answers(Type.Object({ status: Type.Literal('success'), google: Nullable(Type.String()), facebook: Nullable(Type.String()) })),
  },
};
