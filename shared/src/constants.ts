// Business constants and limits of spec document 2, §9. One source of truth for client and server.

export const CURRENCY_PREFIX = 'NPR ';
export const TAX_RATE = 0.13;
export const SHIPPING_CHARGE = 50;

export const PAGE_SIZE = {
  gallery: 15,
  artists: 10,
  artistWorks: 12,
  feed: 10,
  feedComments: 5,
  notifications: 15,
  topStudiosInFeed: 5,
  feedStudioFilter: 25,
  messages: 20,
  /** The inbox's rooms a page (issue 26: a studio's inbox of thousands was one answer, fetched again at each message). */
  rooms: 20,
  scroller: 11,
} as const;

export const ARTWORK_LIMITS = {
  images: 6,
  price: 10_000_000,
  stock: 50,
  height: 240,
  width: 240,
  breadth: 120,
  weight: 240,
  tags: 10,
  /** Per-image upload limit (bytes). Spec is silent; 10 MB covers a phone camera JPEG. */
  imageBytes: 10 * 1024 * 1024,
  /** Decompression-bomb guard: refuse images with more pixels than this. */
  imagePixels: 40_000_000,
} as const;

export const ATTACHMENT_LIMITS_MB = { post: 5, message: 3, studioRequest: 2 } as const;

/**
 * The timeout of a request that sends pictures (an artwork, a post, a chat picture, a studio request): on a
 * slow connection the upload alone takes longer than the api client's usual 30 s.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** 'Get into Studio' pictures: .jpg or .png (checked by content on the server), each under 2 MB. */
export const STUDIO_REQUEST_LIMITS = { imageBytes: ATTACHMENT_LIMITS_MB.studioRequest * 1024 * 1024, images: 6, types: ['image/jpeg', 'image/png'], messageMax: 5000 } as const;

/** Edit Information pictures: a cover of at most 2 MB (ADR 0009 reads the spec's inverted rule as a maximum). */
export const PROFILE_LIMITS = { coverBytes: 2 * 1024 * 1024, pictureBytes: 2 * 1024 * 1024, textMax: 2000 } as const;

/** Feed posts: the image limit is the spec's; the text cap is ours (the spec is silent). */
export const POST_LIMITS = { textMax: 5000, imageBytes: ATTACHMENT_LIMITS_MB.post * 1024 * 1024 } as const;

/**
 * Chat (spec §5, §9): one image per message of at most 3 MB; 20 messages a page. The text cap, the group
 * name length and the group size are ours (the spec is silent).
 */
export const CHAT_LIMITS = {
  textMax: 2000,
  imageBytes: ATTACHMENT_LIMITS_MB.message * 1024 * 1024,
  groupNameMax: 60,
  /** Members besides the creator. */
  groupPeopleMin: 2,
  groupPeopleMax: 20,
} as const;

/** The feed modes of spec §4 ('all' for everyone, the others logged in). */
export const FEED_SORTS = ['all', 'recommended', 'following', 'popular'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
/** Popular counts the likes and comments of this many last days. */
export const POPULAR_DAYS = 7;

/** GET /notifications/all answers at most this many, newest first (spec §7.5). */
export const NOTIFICATIONS_MAX = 100;

/** The report category 'other' has a fixed id (spec §2): only it shows the free-text reason. */
export const REPORT_OTHER_ID = '00000000-0000-4000-8000-000000000099';
export const REPORT_REASON_MAX = 1000;
/** feed (a post), product (an artwork), user (a profile), comment (a comment on a post). */
export const REPORT_TARGETS = ['feed', 'product', 'user', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** A reason to report (GET /report/categories). */
export interface ReportCategory {
  _id: string;
  name: string;
  /** Its label's key in the locales (reportReasons); beyond the spec's _id and name. */
  slug: string;
}

/** The privacy-enhanced embed host: no cookies until the visitor plays the video. */
export const VIDEO_EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';

export const TEXT_CUTS = {
  postPreview: 300,
  cardBiography: 140,
  sidebarBiography: 132,
  artworkDescription: 150,
  artworkName: 20,
  headerUserName: 18,
} as const;

export const COMMENTS_SHOWN = { artwork: 2, post: 5 } as const;
/** A comment's longest text, on an artwork or a post (the message commentTooLong says it). */
export const COMMENT_MAX = 2000;

export const COOKIE_DAYS = { token: 1, cart: 7, language: 7 } as const;
export const COOKIE_NAMES = { token: 'kala_token', cart: 'kala_cart', cartOwner: 'kala_cart_owner', language: 'kala_lang' } as const;

/**
 * The interface's languages, each by its own name (the language switch). Adding one is a line here and a
 * folder of JSON files in each package (`locales/<code>/<namespace>.json`, the keys of `locales/en`).
 */
export const LANGUAGE_NAMES = { en: 'English', ne: 'नेपाली', zh: '中文' } as const;
export type Language = keyof typeof LANGUAGE_NAMES;
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];
/** Kala is not for children under this age (the privacy policy). */
export const MINIMUM_AGE = 13;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Toasts on screen at once: a new one beyond this replaces the oldest (issue 20). */
export const TOASTS_MAX = 2;
export const TOAST_MS = { default: 3000, follow: 2000, register: 7000, registerFail: 5000, deletingPost: 10000, notSent: 10000 } as const;

export const PRICE_SLIDER = { min: 0, max: 5_000_000, step: 500 } as const;

export const ORDER_BY = ['new', 'pricehigh', 'pricelow', 'recommended'] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export const DEFAULT_ORDER_BY: OrderBy = 'new';

/** Layout thresholds in px (max-width unless noted). */
export const BREAKPOINTS = {
  bannerSlider: 999,
  gallery: { cols5: Infinity, cols4: 1199, cols3: 667, cols2: 481 },
  artworkGrid: { cols4From: 1440, cols3: 1199, cols2: 481 },
  similar: { cols2: 991 },
  exhibitions: 769,
} as const;

/**
 * The two font stacks (tokens.css's --kala-font and --kala-font-display; a test keeps them equal): the
 * server's first paint warms them at the sizes its page uses (server/src/modules/web/first-paint.ts).
 */
export const FONT_STACKS = {
  text: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  display: "Georgia, 'Times New Roman', 'Noto Serif', 'Noto Serif Devanagari', serif",
} as const;

export const BANNER = { ratio: 3.2, autoplayMs: 3000, animationMs: 750 } as const;
export const INFINITE_SCROLL_MARGIN_PX = 400;

export const PRIMARY_COLOUR = '#984B48';

/** Roles: 11–20 artists (studio owners), 21–30 regular users, 1–10 operators (ADR 0020). */
export const ROLES = { admin: 1, artist: 11, verifiedArtist: 12, user: 21 } as const;
export const isAdminRole = (role: number): boolean => role >= 1 && role <= 10;
export const isArtistRole = (role: number): boolean => role >= 11 && role <= 20;
export const isUserRole = (role: number): boolean => role >= 21 && role <= 30;
export const canRequestStudio = (role: number): boolean => role > 20;

/** Password rule decided by the server (the register form only hints it). */
export const PASSWORD_MIN_LENGTH = 6;

export const AUTH = {
  tokenTtlSeconds: 24 * 60 * 60,
  verifyCodeTtlMinutes: 60,
  resetTokenTtlMinutes: 60,
  /** Codes or reset links mailed to one account in an hour, of each kind: a script cannot flood an inbox. */
  secretMailsPerHour: 5,
} as const;

/** Kala's days are Nepal's (UTC+5:45 all year): a show's days, the console's order dates. */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
