// Entity and answer shapes of spec §3 as the server sends them. `_id` and `id` carry the same value. The
// entities are the domain contracts' schemas (`src/contracts/`, which the server validates and answers with),
// typed here through `Static<>`: one definition for both sides.
import type { Static } from '@sinclair/typebox';
import type { ArtworkSchema, CommentSchema, ImageSetSchema, ImageSizeSchema, StudioCardSchema } from './contracts/catalogue';
import type { CategoryRefSchema } from './contracts/categories';
import type { ChatMessageSchema, ChatMessageTypeSchema, ChatParticipantSchema, ChatRoomSchema } from './contracts/chat';
import type { CartLineSchema } from './contracts/commerce';
import type { NotificationSchema } from './contracts/notifications';
import type { AuthorRefSchema, PersonCardSchema, ProfileSchema, ShippingInfoSchema, UserInfoSchema, UserSchema } from './contracts/people';
import type { PostSchema } from './contracts/social';

export type { NotificationKind } from './contracts/notifications';

export type CategoryRef = Static<typeof CategoryRefSchema>;
export type Category = CategoryRef;
export type ImageSize = Static<typeof ImageSizeSchema>;
export type ImageSet = Static<typeof ImageSetSchema>;
export type AuthorRef = Static<typeof AuthorRefSchema>;
/** `priceField` is the display string: the amount is its second word ('NPR 25000'); 'Not For Sale' when price is 0. */
export type Artwork = Static<typeof ArtworkSchema>;
export type UserInfo = Static<typeof UserInfoSchema>;
export type ShippingInfo = Static<typeof ShippingInfoSchema>;
/** emailVerified 'false' = unverified; updated 'false' = profile not yet updated. */
export type User = Static<typeof UserSchema>;
/** A person in a list (followers, following, blocked users, initiate follows): 'N Followers / N Works'. */
export type PersonCard = Static<typeof PersonCardSchema>;
/** A profile as a visitor sees it (GET /user/getbyslug/:slug): no email, address or shipping info. */
export type Profile = Static<typeof ProfileSchema>;
export type Comment = Static<typeof CommentSchema>;
/** A studio as the studios list and 'Studios to follow' show it. */
export type StudioCard = Static<typeof StudioCardSchema>;
/** One line of the server cart (GET /cart, POST /cart/addItem, GET /cart/removeItem). */
export type CartLine = Static<typeof CartLineSchema>;
/** A feed post (spec §3). `likes` holds the ids of the users who liked it. */
export type Post = Static<typeof PostSchema>;
export type AppNotification = Static<typeof NotificationSchema>;
/** A chat room's member (spec §3: participants carry id, _id and name). */
export type ChatParticipant = Static<typeof ChatParticipantSchema>;
export type ChatMessageType = Static<typeof ChatMessageTypeSchema>;
/** A chat message (spec §3). `message` is the text, or the image's URL; `seen` lists who has read it. */
export type ChatMessage = Static<typeof ChatMessageSchema>;
/** A chat room as the inbox and the conversation show it (spec §3). */
export type ChatRoom = Static<typeof ChatRoomSchema>;

export type Status = 'success' | string;

/** Every answer carries a status; 'success' is success, anything else carries the message as the error. */
export interface Envelope<M = unknown> {
  status: Status;
  message?: M;
  [extra: string]: unknown;
}

export interface CartItem {
  product: string;
  qty: number;
  price: number;
  name: string;
  image: string;
  author: string;
}

export interface Paged<T> {
  status: Status;
  message: T[];
  total: number;
}

export interface AuthProviders {
  google: string | null;
  facebook: string | null;
}

/** GET /api/search/:term */
export interface SearchAnswer {
  status: Status;
  products: Artwork[];
  artists: AuthorRef[];
}

export interface ReportCategory {
  _id: string;
  name: string;
  /** Its label's key in the locales (reportReasons); beyond the spec's _id and name. */
  slug: string;
}

/** The socket's `refreshHeaderMessage`: how many rooms hold a message the viewer has not read. */
export interface ChatUnread {
  unread: number;
}

/** The socket's `room-block`, to every member when a one-to-one room is blocked or unblocked (as in ChatRoom). */
export interface ChatBlock {
  room: string;
  isBlocked: boolean;
  blockBy: string | null;
}

/** The socket's `message-seen`: `user` has read `room` up to `at`. */
export interface ChatSeen {
  room: string;
  user: string;
  at: string;
}
