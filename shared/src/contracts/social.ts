// The feed's shape (spec §3): a post; `likes` holds the ids of the users who liked it.
import { Type, type Static } from '@sinclair/typebox';
import { CommentSchema } from './comments';
import { ImageSetSchema } from './media';
import { AuthorRefSchema } from './people';
import { Nullable, refTo } from './schema-kit';

export const PostSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    post: Type.String({ description: 'Plain text; links are shown as links, nothing else is interpreted' }),
    picture: Nullable(refTo(ImageSetSchema)),
    youtube_url: Nullable(Type.String({ description: 'https://www.youtube.com/watch?v=<11-character id>' })),
    author: refTo(AuthorRefSchema),
    created: Type.String({ format: 'date-time' }),
    likes: Type.Array(Type.String(), { description: 'Ids of the users who like it' }),
    comments: Type.Integer({ description: 'How many comments it has' }),
    lastComment: Nullable(refTo(CommentSchema)),
  },
  { $id: 'Post' },
);

/** A feed post (spec §3). `likes` holds the ids of the users who liked it. */
export type Post = Static<typeof PostSchema>;
