// Request and answer shapes of the catalogue calls (spec §7.2).
import { Type } from '@sinclair/typebox';
import { IdempotencyHeader } from '../../lib/idempotency';
import { ORDER_BY, PAGE_SIZE } from '@kala/shared/constants';
import { CodedFields, MessageEnvelope, Nullable, answers } from '../../lib/schemas';
import { ArtworkSchema, StudioCardSchema } from '@kala/shared/contracts/catalogue';
import { CommentSchema } from '@kala/shared/contracts/comments';
import { ImageSetSchema } from '@kala/shared/contracts/media';
import { AuthorRefSchema } from '@kala/shared/contracts/people';

export { ArtworkSchema, CommentSchema, ImageSetSchema, StudioCardSchema };
import { MAX_PAGE } from './listing';



export const ListingQuerystring = Type.Object({
  orderby: Type.Optional(Type.String({ enum: [...ORDER_BY], description: "'recommended' needs a token; otherwise 'new'" })),
  price: Type.Optional(Type.String({ description: "'min,max' in NPR", maxLength: 40 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: PAGE_SIZE.gallery })),
});

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
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Ref('Artwork') }), 403, 404),
  },
  authorWorks: {
    tags: ['catalogue'],
    description: "An author's works, newest first (12 a page). 403 'private' for a private account's visitors who are not approved followers; 403 'blocked'/'blocking' across a block.",
    params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
    querystring: Type.Object({ skip: Type.Integer({ minimum: 0, default: 0 }), limit: Type.Integer({ minimum: 1, maximum: 60, default: 12 }) }),
    response: answers(ListingAnswer, 400, 403, 404),
  },
};


const security = [{ jwt: [] }];
const Artworks = Type.Array(Type.Ref('Artwork'));
const Success = Type.Literal('success');

const Slide = Type.Object({
  title: Type.String(),
  imageMain: Type.Ref('ImageSet'),
  thumbnail: Type.Ref('ImageSet'),
  linkArtist: Type.Object({ name: Type.String(), slug: Type.String(), role: Type.Integer() }),
  link: Type.String({ description: '/artwork/:slug (studio author) or /art/:slug (user author)' }),
});

export const homeSchemas = {
  slider: { tags: ['home'], response: answers(Type.Object({ status: Success, slides: Type.Array(Slide) })) },
  featured: { tags: ['home'], description: 'Up to 12 featured works (optional auth).', response: answers(Type.Object({ status: Success, result: Artworks })) },
  popular: {
    tags: ['home'],
    description: '≤ 11 most liked, then most viewed works of a main category (id or slug) and its sub-categories.',
    params: Type.Object({ categoryId: Type.String({ maxLength: 100 }) }),
    response: answers(Type.Object({ status: Success, message: Artworks })),
  },
  recommended: {
    tags: ['home'],
    security,
    description: "≤ 12 works in the caller's categories, not their own, not liked yet.",
    response: answers(Type.Object({ status: Success, result: Artworks }), 401),
  },
  followed: {
    tags: ['home'],
    security,
    description: '≤ 12 newest works of the studios the caller follows.',
    response: answers(Type.Object({ status: Success, result: Artworks }), 401),
  },
};

export const searchSchemas = {
  search: {
    tags: ['search'],
    description: "Full-text search with prefix matching ('lands' finds 'Landscape'): ≤ 20 artworks and ≤ 10 people, best match first. Empty term: 400.",
    params: Type.Object({ term: Type.String({ maxLength: 200 }) }),
    response: answers(Type.Object({ status: Success, products: Artworks, artists: Type.Array(Type.Ref('AuthorRef')) }), 400),
  },
};

const LikedAnswer = Type.Object({
  status: Success,
  message: Type.Object({
    user: Type.Object({
      ...AuthorRefSchema.properties,
      cover: Nullable(Type.String({ description: 'File name under /media/' })),
    }),
    liked_artworks: Artworks,
  }),
});

export const likedSchemas = {
  bySlug: { tags: ['likes'], security, params: SlugParams, description: "The caller's own liked works by their slug; 403 for anyone else's.", response: answers(LikedAnswer, 401, 403, 404) },
  mine: { tags: ['likes'], security, response: answers(LikedAnswer, 401) },
};

const ProductIdParams = Type.Object({ productId: Type.String({ maxLength: 100 }) });
const CommentAnswer = Type.Object({ status: Success, message: Type.Ref('Comment') });
const CommentBody = Type.Object({
  comment: Type.String({ description: 'At most 2000 characters; blank is refused' }),
  product: Type.String({ maxLength: 100, description: 'The artwork id' }),
});
const SimilarQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 12 })),
});

export const artworkPageSchemas = {
  view: {
    tags: ['artwork page'],
    description: 'Counts one page view of the work.',
    params: SlugParams,
    response: answers(Type.Object({ status: Success, views: Type.Integer() }), 404),
  },
  like: {
    tags: ['artwork page'],
    security,
    description: 'Toggles the like (no body); answers the state and count after it.',
    params: ProductIdParams,
    response: answers(Type.Object({ status: Success, liked: Type.Boolean(), likes: Type.Integer() }), 401, 403, 404),
  },
  comments: {
    tags: ['artwork page'],
    description: 'Newest first; total 0 returns every comment. `total` in the answer counts them all.',
    params: Type.Object({ productId: Type.String({ maxLength: 100 }), total: Type.Integer({ minimum: 0, maximum: 1000 }) }),
    response: answers(Type.Object({ status: Success, message: Type.Array(Type.Ref('Comment')), total: Type.Integer() }), 400, 404),
  },
  newComment: {
    tags: ['artwork page'],
    security,
    description: 'An Idempotency-Key header makes a repeat answer the first comment instead of adding it again (409 while the first is still running).',
    headers: IdempotencyHeader,
    body: CommentBody,
    response: answers(CommentAnswer, 400, 401, 403, 404, 409),
  },
  similar: {
    tags: ['artwork page'],
    description: 'Every other work, those sharing categories first.',
    params: SlugParams,
    querystring: SimilarQuery,
    response: answers(ListingAnswer, 400, 404),
  },
  similarPost: {
    tags: ['artwork page'],
    description: 'The same as GET /products/similar/:slug.',
    querystring: SimilarQuery,
    body: Type.Object({
      slug: Type.String({ maxLength: 200 }),
      skip: Type.Optional(Type.Integer({ minimum: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
    }),
    response: answers(ListingAnswer, 400, 404),
  },
};

const SaveAnswer = Type.Object({ status: Success, message: Type.String(), ...CodedFields, data: Type.Object({ productSlug: Type.String() }) });
const IdParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'The artwork id' }) });
const FORM_FIELDS = `multipart/form-data: files \`image\` (the cover) and \`images[]\` (≤ 5 more; JPEG, PNG or WebP by content, ≤ 10 MB each);
fields \`imageAlt\`, \`imagesAlt[]\`, \`name\`, \`description\`, \`categories[]\` (ids, main and sub), \`tags[]\`, \`price\` (NPR, 0 = Not For Sale),
\`stock\`, \`attributes[width|height|breadth|weight]\`. Rules: checkArtwork of @kala/shared (400), 413 for a file over the limit,
400 for a file that is not an image or has too many pixels. Artist roles use /artwork/…, user roles /user/… (403 otherwise).`;

export const manageSchemas = {
  upload: { tags: ['artwork management'], security, consumes: ['multipart/form-data'], description: FORM_FIELDS, response: answers(SaveAnswer, 400, 401, 403, 413) },
  edit: {
    tags: ['artwork management'],
    security,
    consumes: ['multipart/form-data'],
    description: `${FORM_FIELDS}\nEdit: all files optional, plus \`oldImages[]\` (slugs to keep, in order), \`oldImagesAlt[]\` and \`cover\` (a kept slug to make the cover when no new \`image\` is sent). Author only.`,
    params: IdParams,
    response: answers(SaveAnswer, 400, 401, 403, 404, 413),
  },
  remove: {
    tags: ['artwork management'],
    security,
    description: 'Deletes the work with its likes, comments, cart lines and files. Author only.',
    params: IdParams,
    response: answers(MessageEnvelope, 401, 403, 404),
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
