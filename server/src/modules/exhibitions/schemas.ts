// Exhibition shapes (Exhibition of @kala/shared/exhibitions) and the §7.2 calls.
import { Type } from '@sinclair/typebox';
import { ENQUIRY_LIMITS, EXHIBITION_STATES } from '@kala/shared/exhibitions';
import { MessageEnvelope, Nullable, answers } from '../../lib/schemas';

const ImageSetRef = Type.Ref('ImageSet');

const ItemSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  details: Type.String(),
  sold: Type.Boolean({ description: 'Sold: no buying enquiry' }),
  thumb: Type.String({ description: 'URL of the smallest picture' }),
  imageMain: Type.String({ description: 'URL of the largest picture (full size)' }),
  image: ImageSetRef,
  order: Type.Integer({ description: 'Place on the wall, from 1' }),
  margins: Type.Object({ left: Type.Integer(), right: Type.Integer() }, { description: 'Space around the work, px' }),
});

export const ExhibitionSchema = Type.Object(
  {
    _id: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    artist: Type.Object({ name: Type.String(), slug: Nullable(Type.String()) }),
    subtitle: Type.String(),
    excerpt: Type.String(),
    listingThumb: Nullable(ImageSetRef),
    banner: Nullable(ImageSetRef),
    darkListing: Type.Boolean(),
    mediaUrl: Nullable(Type.String({ description: 'Looping background audio' })),
    background: Nullable(ImageSetRef),
    backgroundColor: Type.String(),
    parallaxBackground: Type.Boolean(),
    explicit: Type.Boolean({ description: 'Visitors confirm they are over 18 before it opens' }),
    state: Type.Union(EXHIBITION_STATES.map((s) => Type.Literal(s))),
    startDate: Type.String({ format: 'date-time' }),
    endDate: Nullable(Type.String({ format: 'date-time' })),
    items: Type.Array(ItemSchema, { description: 'In order; empty in lists' }),
  },
  { $id: 'Exhibition' },
);

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
