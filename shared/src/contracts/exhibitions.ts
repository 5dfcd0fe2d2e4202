// The exhibitions' shapes (spec §3): a show and the works on its wall.
import { Type } from '@sinclair/typebox';
import { EXHIBITION_STATES } from '../exhibitions';
import { ImageSetSchema } from './media';
import { Nullable, refTo } from './schema-kit';

const ImageSetRef = refTo(ImageSetSchema);

export const ExhibitionItemSchema = Type.Object({
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
    darkListing: Type.Boolean({ description: "The list shows this show's tile on a dark ground" }),
    mediaUrl: Nullable(Type.String({ description: 'Looping background audio' })),
    background: Nullable(ImageSetRef),
    backgroundColor: Type.String(),
    parallaxBackground: Type.Boolean(),
    explicit: Type.Boolean({ description: 'Visitors confirm they are over 18 before it opens' }),
    state: Type.Union(EXHIBITION_STATES.map((s) => Type.Literal(s))),
    startDate: Type.String({ format: 'date-time' }),
    endDate: Nullable(Type.String({ format: 'date-time' })),
    items: Type.Array(ExhibitionItemSchema, { description: 'In order; empty in lists' }),
  },
  { $id: 'Exhibition' },
);
