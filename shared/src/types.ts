// Entity and answer shapes of spec §3 as the server sends them. `_id` and `id` carry the same value.
import type { OrderNotificationKind } from './commerce/messages';
import type { ModerationNotificationKind } from './moderation-messages';
import type { AlertNotificationKind } from './alerts';

export type Status = 'success' | string;

/** Every answer carries a status; 'success' is success, anything else carries the message as the error. */
export interface Envelope<M = unknown> {
  status: Status;
  message?: M;
  [extra: string]: unknown;
}

export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
  parent: string | null;
}
export type Category = CategoryRef;

export interface ImageSize {
  sizeName: 'thumbnail' | 'gallery' | 'productImage';
  fileName: string;
  width: number;
  height: number;
}

export interface ImageSet {
  slug: string;
  alt: string;
  sizes: ImageSize[];
}

export interface AuthorRef {
  _id: string;
  id: string;
  name: string;
  slug: string;
  role: number;
  picture: string | null;
  verifiedArtist: boolean;
}

export interface Artwork {
  _id: string;
  id: string;
  slug: string;
  name: string;
  description: string;
  image: ImageSet;
  images: ImageSet[];
  /** Display string; the amount is the second word: 'NPR 25000'. 'Not For Sale' when price is 0. */
  priceField: string;
  price: number;
  stock: number;
  inStore: boolean;
  categories: CategoryRef[];
  tags: string[];
  attributes: { width: number | null; height: number | null; breadth: number | null; weight: number | null };
  likes: string[];
  author: AuthorRef;
  views: number;
  created: string;
}

export interface UserInfo {
  dob: string | null;
  address: string | null;
  biography: string | null;
  achievements: string | null;
  categories: CategoryRef[];
}

export interface ShippingInfo {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  address: string;
  address2: string;
}

export interface User {
  _id: string;
  id: string;
  name: string;
  slug: string;
  email: string;
  picture: string | null;
  cover: string | null;
  role: number;
  verifiedArtist: boolean;
  /** 'false' = unverified */
  emailVerified: 'true' | 'false';
  /** 'false' = profile not yet updated */
  updated: 'true' | 'false';
  initiateFollows: 'true' | 'false';
  followsCount: number;
  productsCount: number;
  totalArtworks: number;
  categories: CategoryRef[];
  info: UserInfo;
  settings: { private: boolean };
  shippingInfo: Partial<ShippingInfo>;
}

/** A person in a list (followers, following, blocked users, initiate follows): 'N Followers / N Works'. */
export interface PersonCard extends AuthorRef {
  followsCount: number;
  totalArtworks: number;
  /** The first style, shown under the name. */
  category: CategoryRef | null;
  private: boolean;
}

/**
 * A profile as a visitor sees it (GET /user/getbyslug/:slug): no email, address or shipping info.
 * `canSeeWorks` is false for a private artist's visitors who are not approved followers; `blocked` is
 * 'you' when the viewer blocked this person (the other way, the server answers 403 instead).
 */
export interface Profile extends PersonCard {
  cover: string | null;
  followingCount: number;
  categories: CategoryRef[];
  info: Pick<UserInfo, 'biography' | 'achievements'>;
  followState: 'following' | 'requested' | 'none';
  canSeeWorks: boolean;
  blocked: 'you' | null;
  /** 'pending' on one's own profile while a studio request waits for the operator (null for others). */
  studioRequest: 'pending' | null;
}

export interface Comment {
  _id: string;
  comment: string;
  author: { _id: string; name: string; slug: string; role: number; picture: string | null; verifiedArtist: boolean };
  created: string;
  product?: string;
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

/** The shape of /remotes.json that the shell reads at start. */
export interface RemotesManifest {
  remotes: { name: string; entry: string; version?: string }[];
}

/** GET /api/search/:term */
export interface SearchAnswer {
  status: Status;
  products: Artwork[];
  artists: AuthorRef[];
}

/** A studio as the studios list and 'Studios to follow' show it. */
export type StudioCard = AuthorRef & {
  /** Followers. */
  followsCount: number;
  /** Works. */
  productsCount: number;
  categories: CategoryRef[];
  biography: string;
  private: boolean;
  /** Up to 4 newest works. */
  products: Artwork[];
  /** Present when the caller is logged in, so a card's follow button needs no check call. */
  followState?: 'following' | 'requested' | 'none';
};

/** One line of the server cart (GET /cart, POST /cart/addItem, GET /cart/removeItem). */
export interface CartLine {
  product_id: {
    id: string;
    _id: string;
    slug: string;
    name: string;
    /** The thumbnail's file name (relative to /media/). */
    image: string;
    priceField: string;
    price: number;
    author: { name: string; slug: string; role: number };
    /** Pieces left now (0: sold out). */
    stock?: number;
  };
  quantity: number;
  /** NPR when the line was added; differs from price when the price changed since. */
  addedPrice?: number;
}

/** A feed post (spec §3). `likes` holds the ids of the users who liked it. */
export interface Post {
  _id: string;
  id: string;
  post: string;
  picture: ImageSet | null;
  /** The video link as https://www.youtube.com/watch?v=<id>, or null. */
  youtube_url: string | null;
  author: AuthorRef;
  created: string;
  likes: string[];
  /** How many comments the post has. */
  comments: number;
  lastComment: Comment | null;
}

/** What a notification is about; `type` is the spec's coarse kind (post, follow, other). */
export type NotificationKind = 'likePost' | 'commentPost' | 'likeArtwork' | 'commentArtwork' | 'follow' | 'followRequest' | 'newPost' | 'studioApproved' | OrderNotificationKind | ModerationNotificationKind | AlertNotificationKind;

export interface AppNotification {
  _id: string;
  type: 'post' | 'follow' | 'other';
  kind: NotificationKind;
  /** 'no' unread; 'seen' once the list was opened; 'viewed' once clicked. */
  read: 'no' | 'seen' | 'viewed';
  /** The latest person behind it; `others` more people did the same (grouped). */
  sender: { _id: string; name: string; picture: string | null; slug: string; role: number };
  others: number;
  /** The English text; the client shows its own translation of `kind`. */
  message: string;
  link: string;
  image: string | null;
  /** An order notification's works, by name ('Red Tara, Blue Lotus'); null for the other kinds. */
  work: string | null;
  created: string;
}

export interface ReportCategory {
  _id: string;
  name: string;
  /** Its label's key in the locales (reportReasons); beyond the spec's _id and name. */
  slug: string;
}

/** A chat room's member (spec §3: participants carry id, _id and name). */
export type ChatParticipant = Omit<AuthorRef, 'verifiedArtist'>;

export type ChatMessageType = 'text' | 'image' | 'left' | 'join';

/** A chat message (spec §3). `message` is the text, or the image's URL; `seen` lists who has read it. */
export interface ChatMessage {
  _id: string;
  room: string;
  postedBy: ChatParticipant;
  message: string;
  messageType: ChatMessageType;
  /** The image's sizes, for an image message. */
  image: ImageSet | null;
  seen: string[];
  createdAt: string;
}

/** A chat room as the inbox and the conversation show it (spec §3). */
export interface ChatRoom {
  _id: string;
  type: 'normal' | 'group';
  /** The group's name; for a one-to-one room, the other person's. */
  name: string;
  participants: ChatParticipant[];
  /** Who has read the last message. */
  seen: string[];
  updatedAt: string;
  isBlocked: boolean;
  blockBy: string | null;
  /** Set when the viewer has left the group: it can be read, no longer written to. */
  left: boolean;
  /** The viewer has not read the last message (someone else's). */
  unread: boolean;
  lastMessage: { message: string; messageType: ChatMessageType; from: string } | null;
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
