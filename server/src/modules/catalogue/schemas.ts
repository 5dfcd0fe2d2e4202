// Request and answer shapes of the catalogue calls (spec §7.2).
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_BY, PAGE_SIZE } from '@kala/shared/constants';
import { Nullable, answers } from '../../lib/schemas';
import { MAX_PAGE } from './listing';

const Num = Nullable(Type.Number());

export const ImageSetSchema = Type.Object(
  {
    slug: Type.String(),
    alt: Type.String(),
    sizes: Type.Array(
      Type.Object({
        sizeName: Type.Union([Type.Literal('thumbnail'), Type.Literal('gallery'), Type.Literal('productImage')]),
        fileName: Type.String({ description: 'Path under /media/' }),
        width: Type.Integer(),
        height: Type.Integer(),
      }),
    ),
  },
  { $id: 'ImageSet' },
);

export const ArtworkSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    image: Type.Ref('ImageSet'),
    images: Type.Array(Type.Ref('ImageSet'), { description: 'The pictures after the cover image' }),
    priceField: Type.String({ description: "'NPR 25000', or 'Not For Sale' when the price is 0" }),
    price: Type.Number({ description: 'NPR' }),
    stock: Type.Integer(),
    inStore: Type.Boolean(),
    categories: Type.Array(Type.Ref('Category')),
    tags: Type.Array(Type.String()),
    attributes: Type.Object({ width: Num, height: Num, breadth: Num, weight: Num }, { description: 'Inches and kilograms' }),
    likes: Type.Array(Type.String(), { description: 'Ids of the users who like it' }),
    author: Type.Object({
      _id: Type.String(),
      id: Type.String(),
      name: Type.String(),
      slug: Type.String(),
      role: Type.Integer(),
      picture: Nullable(Type.String()),
      verifiedArtist: Type.Boolean(),
    }),
    views: Type.Integer(),
    created: Type.String({ format: 'date-time' }),
  },
  { $id: 'Artwork' },
);

export const ListingQuerystring = Type.Object({
  orderby: Type.Optional(Type.String({ enum: [...ORDER_BY], description: "'recommended' needs a token; otherwise 'new'" })),
  price: Type.Optional(Type.String({ description: "'min,max' in NPR", maxLength: 40 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: PAGE_SIZE.gallery })),
});
export type ListingQuerystring = Static<typeof ListingQuerystring>;

export const CatParams = Type.Object({ cat: Type.String({ maxLength: 100, description: "A category slug or 'all'" }) });
export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });

const ListingAnswer = Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('Artwork')), total: Type.Integer() });

export const schemas = {
  categories: {
    tags: ['catalogue'],
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('Category')) })),
  },
  listing: { tags: ['catalogue'], params: CatParams, querystring: ListingQuerystring, response: answers(ListingAnswer, 400) },
  store: { tags: ['catalogue'], querystring: ListingQuerystring, response: answers(ListingAnswer, 400) },
  product: {
    tags: ['catalogue'],
    params: SlugParams,
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Ref('Artwork') }), 404),
  },
};
