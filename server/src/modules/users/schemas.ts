// The people calls' shapes; the entities are the people contract's (`@kala/shared/contracts/people`).
import { Type } from '@sinclair/typebox';
import { CategoryRefSchema } from '@kala/shared/contracts/categories';
import { AuthorRefSchema, PersonCardSchema, ProfileSchema, UserSchema } from '@kala/shared/contracts/people';
import { FollowState } from '@kala/shared/contracts/schema-kit';

export { AuthorRefSchema, CategoryRefSchema, PersonCardSchema, ProfileSchema, UserSchema };
import { MessageEnvelope, answers } from '../../lib/schemas';





const FollowCheckSchema = FollowState;

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
