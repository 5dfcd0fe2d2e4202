// Exhibition shapes (Exhibition of @kala/shared/exhibitions) and the §7.2 calls.
import { Type } from '@sinclair/typebox';
import { ENQUIRY_LIMITS } from '@kala/shared/exhibitions';
import { ExhibitionSchema } from '@kala/shared/contracts/exhibitions';

export { ExhibitionSchema };
import { MessageEnvelope, answers } from '../../lib/schemas';




const tags = ['exhibitions'];
const List = Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('Exhibition')) });
const One = Type.Object({ status: Type.Literal('success'), message: Type.Ref('Exhibition') });
// The person's fields are checked by the form's rules (clear messages); what the app fills in is capped here.
const text = Type.String({ maxLength: 1_100_000 });

export const exhibitionSchemas = {
  list: { tags, description: 'Published shows: current, upcoming, then previous.', response: answers(List) },
  byState: { tags, description: 'Published shows in one state, by date.', response: answers(List) },
  byId: { tags, params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: answers(One, 400, 404) },
  bySlug: { tags, params: Type.Object({ slug: Type.String({ maxLength: 80 }) }), response: answers(One, 404) },
  enquiry: {
    tags,
    description: 'A buying enquiry: name, email, phone and message required; kept and mailed to the operator and the artist.',
    body: Type.Object({
      name: Type.Optional(text),
      email: Type.Optional(text),
      phone: Type.Optional(text),
      message: Type.Optional(text),
      art: Type.String({ maxLength: ENQUIRY_LIMITS.art, default: '' }),
      artist: Type.String({ maxLength: ENQUIRY_LIMITS.artist, default: '' }),
      artImage: Type.String({ maxLength: ENQUIRY_LIMITS.artImage, default: '' }),
      exhibition: Type.Optional(Type.String({ maxLength: 80 })),
    }),
    response: answers(MessageEnvelope, 400, 413, 429),
  },
};
