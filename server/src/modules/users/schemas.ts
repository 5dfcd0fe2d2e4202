// The User JSON of @kala/shared/types as a schema. Response schemas also filter: only these fields leave.
import { Type } from '@sinclair/typebox';
import { Nullable } from '../../lib/schemas';

export const CategoryRefSchema = Type.Object(
  { _id: Type.String(), name: Type.String(), slug: Type.String(), parent: Nullable(Type.String()) },
  { $id: 'Category' },
);

const TrueFalse = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const UserSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    email: Type.String(),
    picture: Nullable(Type.String()),
    cover: Nullable(Type.String()),
    role: Type.Integer({ description: '11–20 artist (studio), 21–30 user' }),
    verifiedArtist: Type.Boolean(),
    emailVerified: TrueFalse,
    updated: TrueFalse,
    initiateFollows: TrueFalse,
    followsCount: Type.Integer(),
    productsCount: Type.Integer(),
    totalArtworks: Type.Integer(),
    categories: Type.Array(Type.Ref('Category')),
    info: Type.Object({
      dob: Nullable(Type.String()),
      address: Nullable(Type.String()),
      biography: Nullable(Type.String()),
      achievements: Nullable(Type.String()),
      categories: Type.Array(Type.Ref('Category')),
    }),
    settings: Type.Object({ private: Type.Boolean() }),
    shippingInfo: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'User' },
);
