// The catalogue's shapes (spec §3): artworks and studio cards, and the search's answer; their types come from
// the schemas. A work's pictures and comments are the kernel's (./media, ./comments): other domains show them too.
import { Type, type Static } from '@sinclair/typebox';
import { CategoryRefSchema } from './categories';
import { ImageSetSchema } from './media';
import { AuthorRefSchema, type AuthorRef } from './people';
import { FollowState, Nullable, refTo } from './schema-kit';

const Num = Nullable(Type.Number());

export const ArtworkSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    image: refTo(ImageSetSchema),
    images: Type.Array(refTo(ImageSetSchema), { description: 'The pictures after the cover image' }),
    priceField: Type.String({ description: "'NPR 25000', or 'Not For Sale' when the price is 0" }),
    price: Type.Number({ description: 'NPR' }),
    stock: Type.Integer(),
    inStore: Type.Boolean(),
    categories: Type.Array(refTo(CategoryRefSchema)),
    tags: Type.Array(Type.String()),
    attributes: Type.Object({ width: Num, height: Num, breadth: Num, weight: Num }, { description: 'Inches and kilograms' }),
    likes: Type.Array(Type.String(), { description: 'Ids of the users who like it' }),
    author: refTo(AuthorRefSchema),
    views: Type.Integer(),
    created: Type.String({ format: 'date-time' }),
  },
  { $id: 'Artwork' },
);

/** A studio as the studios list and 'Studios to follow' show it: a person with their newest works. */
export const StudioCardSchema = Type.Object(
  {
    ...AuthorRefSchema.properties,
    followsCount: Type.Integer({ description: 'Followers' }),
    productsCount: Type.Integer({ description: 'Works' }),
    categories: Type.Array(refTo(CategoryRefSchema)),
    biography: Type.String(),
    private: Type.Boolean(),
    products: Type.Array(refTo(ArtworkSchema), { description: 'Up to 4 newest works' }),
    followState: Type.Optional(Type.Union(FollowState.anyOf, { description: "The caller's follow state (only when logged in)" })),
  },
  { $id: 'StudioCard' },
);

/** `priceField` is the display string: the amount is its second word ('NPR 25000'); 'Not For Sale' when price is 0. */
export type Artwork = Static<typeof ArtworkSchema>;
/** A studio as the studios list and 'Studios to follow' show it. */
export type StudioCard = Static<typeof StudioCardSchema>;

/** GET /api/search/:term */
export interface SearchAnswer {
  status: string;
  products: Artwork[];
  artists: AuthorRef[];
}
