// Post shapes (Post of @kala/shared/contracts/social) and the §7.3 calls.
import { Type } from '@sinclair/typebox';
import { FEED_SORTS, PAGE_SIZE } from '@kala/shared/constants';
import { CodedFields, MessageEnvelope, answers } from '../../lib/schemas';
import { IdempotencyHeader } from '../../lib/idempotency';
import { PostSchema } from '@kala/shared/contracts/social';

export { PostSchema };


const security = [{ jwt: [] }];
const tags = ['feed'];
const Success = Type.Literal('success');
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

const FeedQuery = Type.Object({
  sort: Type.Optional(Type.Union(FEED_SORTS.map((s) => Type.Literal(s)), { default: 'all', description: 'all for everyone; the others logged in' })),
  show: Type.Optional(Type.String({ maxLength: 50, description: 'Accepted for the spec; unused' })),
  artistId: Type.Optional(Type.String({ maxLength: 100, description: 'One studio (sort=all)' })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  total: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZE.feed, description: 'Page size' })),
});
const FeedAnswer = Type.Object({ status: Success, message: Type.Array(Type.Ref('Post')), total: Type.Integer() });
const FORM = 'multipart/form-data: `post` (text, required), `picture` (one image under 5 MB) or `youtube_url` (a video link with an 11-character id), never both.';

export const postSchemas = {
  feed: {
    tags,
    description: 'A page of the feed (optional auth; recommended, following and popular need a login). `total` in the answer counts the mode.',
    querystring: FeedQuery,
    response: answers(FeedAnswer, 400, 401),
  },
  fixedFeed: { tags, security, querystring: Type.Omit(FeedQuery, ['sort']), response: answers(FeedAnswer, 400, 401) },
  one: { tags, description: 'One post; 404 when missing or hidden by the caller.', params: IdParams, response: answers(Type.Object({ status: Success, message: Type.Ref('Post') }), 404) },
  byArtist: {
    tags,
    params: Type.Object({ id: Type.String({ maxLength: 100 }), total: Type.Integer({ minimum: 0, maximum: 100 }) }),
    response: answers(Type.Object({ status: Success, message: Type.Array(Type.Ref('Post')) }), 400, 403, 404),
  },
  create: {
    tags,
    security,
    consumes: ['multipart/form-data'],
    description: FORM,
    response: answers(Type.Object({ status: Success, message: Type.String(), ...CodedFields, post: Type.Ref('Post') }), 400, 401, 413),
  },
  update: {
    tags,
    security,
    consumes: ['multipart/form-data'],
    description: `${FORM} Author only. A new picture or video link replaces the media; \`media=none\` drops it; otherwise it stays.`,
    params: IdParams,
    response: answers(Type.Object({ status: Success, message: Type.String(), ...CodedFields, post: Type.Ref('Post') }), 400, 401, 403, 404, 413),
  },
  remove: { tags, security, description: 'Author only.', params: IdParams, response: answers(MessageEnvelope, 401, 403, 404) },
  like: {
    tags,
    security,
    description: 'Toggles the like.',
    body: Type.Object({ post: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(Type.Object({ status: Success, liked: Type.Boolean(), likes: Type.Integer() }), 400, 401, 403, 404),
  },
  hide: {
    tags,
    security,
    description: "Hides someone else's post from the caller, or shows it again (Undo).",
    params: Type.Object({ postId: Type.String({ maxLength: 100 }) }),
    response: answers(Type.Object({ status: Success, message: Type.String(), hidden: Type.Boolean() }), 401, 403, 404),
  },
  comments: {
    tags,
    description: 'Newest first; total 0 returns all. `total` in the answer counts them all.',
    params: Type.Object({ postId: Type.String({ maxLength: 100 }), total: Type.Integer({ minimum: 0, maximum: 1000 }) }),
    response: answers(Type.Object({ status: Success, message: Type.Array(Type.Ref('Comment')), total: Type.Integer() }), 400, 404),
  },
  newComment: {
    tags,
    security,
    description: 'An Idempotency-Key header makes a repeat answer the first comment instead of adding it again (409 while the first is still running).',
    headers: IdempotencyHeader,
    body: Type.Object({ comment: Type.String({ maxLength: 10_000 }), post_id: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(Type.Object({ status: Success, message: Type.Ref('Comment') }), 400, 401, 403, 404),
  },
  topStudios: {
    tags,
    description: "The feed's Top Studios: artists with the most followers (25).",
    response: answers(Type.Object({ status: Success, message: Type.Array(Type.Ref('AuthorRef')) })),
  },
};
