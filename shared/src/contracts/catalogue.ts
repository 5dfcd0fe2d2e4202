// The catalogue's shapes (spec §3): artworks, their pictures and comments, studio cards.
import { Type } from '@sinclair/typebox';
import { CategoryRefSchema } from './categories';
import { AuthorRefSchema } from './people';
import { FollowState, Nullable, refTo } from './schema-kit';

const Num = Nullable(Type.Number());

export const ImageSizeSchema = Type.Object({
  sizeName: Type.Union([Type.Literal('thumbnail'), Type.Literal('gallery'), Type.Literal('productImage')]),
  fileName: Type.String({ description: 'Path under /media/' }),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const ImageSetSchema = Type.Object({ slug: Type.String(), alt: Type.String(), sizes: Type.Array(ImageSizeSchema) }, { $id: 'ImageSet' });

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

export const CommentSchema = Type.Object(
  {
    _id: Type.String(),
    comment: Type.String(),
    author: Type.Object({
      _id: Type.String(),
      name: Type.String(),
      slug: Type.String(),
      role: Type.Integer(),
      picture: Nullable(Type.String()),
      verifiedArtist: Type.Boolean(),
    }),
    created: Type.String({ format: 'date-time' }),
    product: Type.Optional(Type.String({ description: 'The artwork id' })),
  },
  { $id: 'Comment' },
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
