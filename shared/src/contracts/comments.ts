// A comment as the catalogue (on a work) and the feed (on a post) answer it (spec §3). The kernel's: two
// domains show it with one comment list.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './schema-kit';

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

export type Comment = Static<typeof CommentSchema>;
