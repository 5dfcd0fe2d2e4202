// The User JSON of @kala/shared/types as a schema. Response schemas also filter: only these fields leave.
import { Type } from '@sinclair/typebox';
import { MessageEnvelope, Nullable, answers } from '../../lib/schemas';

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

export const AuthorRefSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    role: Type.Integer({ description: '11–20 artist (studio), 21–30 user' }),
    picture: Nullable(Type.String({ description: 'File name under /media/' })),
    verifiedArtist: Type.Boolean(),
  },
  { $id: 'AuthorRef' },
);

const FOLLOW_CHECKS = [Type.Literal('following'), Type.Literal('requested'), Type.Literal('none')];
const FollowCheckSchema = Type.Union(FOLLOW_CHECKS);

export const StudioCardSchema = Type.Object(
  {
    ...AuthorRefSchema.properties,
    followsCount: Type.Integer({ description: 'Followers' }),
    productsCount: Type.Integer({ description: 'Works' }),
    categories: Type.Array(Type.Ref('Category')),
    biography: Type.String(),
    private: Type.Boolean(),
    products: Type.Array(Type.Ref('Artwork'), { description: 'Up to 4 newest works' }),
    followState: Type.Optional(Type.Union(FOLLOW_CHECKS, { description: "The caller's follow state (only when logged in)" })),
  },
  { $id: 'StudioCard' },
);

const ArtistBody = Type.Object({ artist: Type.String({ minLength: 1, maxLength: 200, description: 'The artist id (or slug)' }) });
const security = [{ jwt: [] }];

export const followSchemas = {
  follow: {
    tags: ['follows'],
    security,
    description: "'success' now following; 'requested' when the artist is private (pending). 409 'followed' already following; 400 oneself.",
    body: ArtistBody,
    response: answers(Type.Object({ status: Type.Union([Type.Literal('success'), Type.Literal('requested')]) }), 400, 401, 404, 409),
  },
  unfollow: { tags: ['follows'], security, body: ArtistBody, response: answers(MessageEnvelope, 400, 401, 404) },
  check: {
    tags: ['follows'],
    security,
    body: ArtistBody,
    response: answers(Type.Object({ status: Type.Literal('success'), message: FollowCheckSchema }), 400, 401, 404),
  },
  cancel: {
    tags: ['follows'],
    security,
    description: 'Withdraws a pending follow request.',
    body: ArtistBody,
    response: answers(Type.Object({ status: Type.Literal('success') }), 400, 401, 404),
  },
};

const StudioCards = Type.Array(Type.Ref('StudioCard'));

export const studioSchemas = {
  sortable: {
    tags: ['studios'],
    description: "Artist roles, private studios included; optional auth adds followState. category: a category slug or 'all'.",
    querystring: Type.Object({
      sortby: Type.Optional(Type.Union([Type.Literal('followers'), Type.Literal('works')], { default: 'followers' })),
      category: Type.Optional(Type.String({ maxLength: 100, default: 'all' })),
      skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 10 })),
    }),
    response: answers(Type.Object({ status: Type.Literal('success'), message: StudioCards, total: Type.Integer() }), 400),
  },
  recommended: {
    tags: ['studios'],
    security,
    description: "≤ 8 studios in the caller's categories, not followed, not the caller.",
    response: answers(Type.Object({ status: Type.Literal('success'), studios: StudioCards }), 401),
  },
  toFollow: {
    tags: ['studios'],
    security,
    description: '≤ 8 trending studios (most new followers in 30 days), not followed, not the caller.',
    response: answers(Type.Object({ status: Type.Literal('success'), result: StudioCards }), 401),
  },
};
