// A notification (spec §3): `type` is the spec's coarse kind (post, follow, other), `kind` what happened.
import { Type, type Static } from '@sinclair/typebox';
import type { OrderNotificationKind } from '../commerce/messages';
import type { ModerationNotificationKind } from '../moderation-messages';
import type { AlertNotificationKind } from '../alerts';
import { Nullable } from './schema-kit';

export type NotificationKind = 'likePost' | 'commentPost' | 'likeArtwork' | 'commentArtwork' | 'follow' | 'followRequest' | 'newPost' | 'studioApproved' | OrderNotificationKind | ModerationNotificationKind | AlertNotificationKind;

export const NotificationSchema = Type.Object(
  {
    _id: Type.String(),
    type: Type.Union([Type.Literal('post'), Type.Literal('follow'), Type.Literal('other')]),
    // A string on the wire (a kind added later must not fail an older answer's check), one of the kinds in type.
    kind: Type.Unsafe<NotificationKind>(Type.String({ description: 'likePost, commentPost, likeArtwork, commentArtwork, follow, followRequest, newPost, studioApproved; orderPlaced, orderPaid, orderShipped, orderDelivered, orderCancelled, orderDeclined, orderSold; postHidden, artworkHidden, commentHidden, studioDeclined; alertMatch' })),
    read: Type.Union([Type.Literal('no'), Type.Literal('seen'), Type.Literal('viewed')], { description: "'no' unread; 'seen' once the list was opened; 'viewed' once clicked" }),
    sender: Type.Object({ _id: Type.String(), name: Type.String(), picture: Nullable(Type.String()), slug: Type.String(), role: Type.Integer() }, { description: 'The latest person behind it' }),
    others: Type.Integer({ description: 'How many more people did the same (grouped)' }),
    message: Type.String({ description: 'The English text; the client shows its own translation of kind' }),
    link: Type.String(),
    image: Nullable(Type.String()),
    work: Nullable(Type.String({ description: "An order notification's works, by name" })),
    created: Type.String(),
  },
  { $id: 'Notification' },
);

export type AppNotification = Static<typeof NotificationSchema>;
