// Notification shapes (AppNotification of @kala/shared/types) and the §7.5 notification calls.
import { Type } from '@sinclair/typebox';
import { MessageEnvelope, Nullable, answers } from '../../lib/schemas';

export const NotificationSchema = Type.Object(
  {
    _id: Type.String(),
    type: Type.Union([Type.Literal('post'), Type.Literal('follow'), Type.Literal('other')]),
    kind: Type.String({ description: 'likePost, commentPost, likeArtwork, commentArtwork, follow, followRequest, newPost; orderPlaced, orderPaid, orderShipped, orderDelivered, orderCancelled, orderDeclined, orderSold' }),
    read: Type.Union([Type.Literal('no'), Type.Literal('seen'), Type.Literal('viewed')], { description: "'no' = unread" }),
    sender: Type.Object({ _id: Type.String(), name: Type.String(), picture: Nullable(Type.String()), slug: Type.String(), role: Type.Integer() }),
    others: Type.Integer({ description: 'How many more people did the same (grouped)' }),
    message: Type.String(),
    link: Type.String(),
    image: Nullable(Type.String()),
    work: Nullable(Type.String({ description: "An order notification's works, by name" })),
    created: Type.String(),
  },
  { $id: 'Notification' },
);

const security = [{ jwt: [] }];
const tags = ['notifications'];
const Ok = Type.Object({ status: Type.Literal('success') });

export const notificationSchemas = {
  all: {
    tags,
    security,
    description: 'The newest 100, newest first; `unread` counts those with read = no.',
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('Notification')), unread: Type.Integer() }), 401),
  },
  seen: { tags, security, description: 'Opening the list: unread become seen.', response: answers(Ok, 401) },
  viewed: {
    tags,
    security,
    body: Type.Object({ notificationID: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(Ok, 400, 401, 404),
  },
  allViewed: { tags, security, description: 'Mark all as read.', response: answers(Ok, 401) },
  clear: { tags, security, response: answers(MessageEnvelope, 401) },
};
