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

export const FOLLOW_CHECKS = [Type.Literal('following'), Type.Literal('requested'), Type.Literal('none')];
const FollowCheckSchema = Type.Union(FOLLOW_CHECKS);

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
  approve: {
    tags: ['follows'],
    security,
    description: 'The artist approves the follow request a notification announced (the notification id).',
    body: Type.Object({ notification: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(Type.Object({ status: Type.Literal('success') }), 400, 401, 404),
  },
  cancel: {
    tags: ['follows'],
    security,
    description: 'Withdraws a pending follow request.',
    body: ArtistBody,
    response: answers(Type.Object({ status: Type.Literal('success') }), 400, 401, 404),
  },
};

const PersonCardProps = {
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  role: Type.Integer(),
  picture: Nullable(Type.String()),
  verifiedArtist: Type.Boolean(),
  followsCount: Type.Integer(),
  totalArtworks: Type.Integer(),
  category: Nullable(Type.Ref('Category')),
  private: Type.Boolean(),
};
export const PersonCardSchema = Type.Object(PersonCardProps, { $id: 'PersonCard' });

/** A profile as others see it: no email, date of birth, address or shipping info. */
export const ProfileSchema = Type.Object(
  {
    ...PersonCardProps,
    cover: Nullable(Type.String()),
    followingCount: Type.Integer(),
    categories: Type.Array(Type.Ref('Category')),
    info: Type.Object({ biography: Nullable(Type.String()), achievements: Nullable(Type.String()) }),
    followState: FollowCheckSchema,
    canSeeWorks: Type.Boolean({ description: "False for a private account's visitors who are not approved followers" }),
    blocked: Nullable(Type.Literal('you', { description: "'you' when the viewer blocked this person" })),
    studioRequest: Nullable(Type.Literal('pending', { description: "'pending' on one's own profile while a studio request waits; null otherwise" })),
  },
  { $id: 'Profile' },
);

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ProfileAnswer = answers(Type.Object({ status: Type.Literal('success'), message: Type.Ref('Profile') }), 403, 404);
const PeopleAnswer = Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('PersonCard')) });

export const peopleSchemas = {
  profile: {
    tags: ['people'],
    description: "A profile by slug (optional auth). 403 'blocked' when the person blocked the caller.",
    params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: ProfileAnswer,
  },
  profileById: {
    tags: ['people'],
    description: "A profile by user id (optional auth). 403 'blocked' when the person blocked the caller.",
    params: IdParams,
    response: ProfileAnswer,
  },
  list: {
    tags: ['people'],
    description: "The caller's list, or with `user` (an id or slug) that person's (optional auth then).",
    querystring: Type.Object({ user: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
    response: answers(PeopleAnswer, 401, 403, 404),
  },
  blocklist: { tags: ['blocks'], security, response: answers(PeopleAnswer, 401) },
  removeFollower: { tags: ['follows'], security, description: "Removes one of the caller's followers (the follower's id).", params: IdParams, response: answers(MessageEnvelope, 401, 404) },
  block: {
    tags: ['blocks'],
    security,
    description: 'Blocks (or unblocks) a user by id. Blocking ends the follows between the two. 400 oneself, 404 no such user.',
    params: IdParams,
    response: answers(MessageEnvelope, 400, 401, 404),
  },
  initiate: {
    tags: ['follows'],
    security,
    description: "A new user's first follows (public artists only); an empty list is Skip. Either way the page is not offered again.",
    body: Type.Object({ follows: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }) }),
    response: answers(Type.Object({ status: Type.Literal('success'), followed: Type.Integer() }), 400, 401),
  },
};
