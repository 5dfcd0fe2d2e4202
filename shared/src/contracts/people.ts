// The people domain's shapes (spec §3): a user as they see themselves, as an author, a card and a profile.
import { Type, type Static } from '@sinclair/typebox';
import { CategoryRefSchema } from './categories';
import { FollowState, Nullable, refTo } from './schema-kit';

const Role = Type.Integer({ description: '11–20 artist (studio), 21–30 user' });
const TrueFalse = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const ShippingInfoSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  address: Type.String(),
  address2: Type.String(),
});

export const UserInfoSchema = Type.Object({
  dob: Nullable(Type.String()),
  address: Nullable(Type.String()),
  biography: Nullable(Type.String()),
  achievements: Nullable(Type.String()),
  categories: Type.Array(refTo(CategoryRefSchema)),
});

/** The signed-in person's own User JSON. Response schemas also filter: only these fields leave. */
export const UserSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    email: Type.String(),
    picture: Nullable(Type.String()),
    cover: Nullable(Type.String()),
    role: Role,
    verifiedArtist: Type.Boolean(),
    emailVerified: TrueFalse,
    updated: TrueFalse,
    initiateFollows: TrueFalse,
    followsCount: Type.Integer(),
    productsCount: Type.Integer(),
    totalArtworks: Type.Integer(),
    categories: Type.Array(refTo(CategoryRefSchema)),
    info: UserInfoSchema,
    settings: Type.Object({ private: Type.Boolean() }),
    shippingInfo: Type.Partial(ShippingInfoSchema),
  },
  { $id: 'User' },
);

/** A person where their work or words appear (an artwork's author, a post's). */
export const AuthorRefSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    role: Role,
    picture: Nullable(Type.String({ description: 'File name under /media/' })),
    verifiedArtist: Type.Boolean(),
  },
  { $id: 'AuthorRef' },
);

const PersonCardProps = {
  ...AuthorRefSchema.properties,
  followsCount: Type.Integer(),
  totalArtworks: Type.Integer(),
  category: Nullable(refTo(CategoryRefSchema)),
  private: Type.Boolean(),
};

/** A person in a list (followers, following, blocked users, initiate follows): 'N Followers / N Works'. */
export const PersonCardSchema = Type.Object(PersonCardProps, { $id: 'PersonCard' });

/** A profile as others see it: no email, date of birth, address or shipping info. */
export const ProfileSchema = Type.Object(
  {
    ...PersonCardProps,
    cover: Nullable(Type.String()),
    followingCount: Type.Integer(),
    categories: Type.Array(refTo(CategoryRefSchema)),
    info: Type.Object({ biography: Nullable(Type.String()), achievements: Nullable(Type.String()) }),
    followState: FollowState,
    canSeeWorks: Type.Boolean({ description: "False for a private account's visitors who are not approved followers" }),
    blocked: Nullable(Type.Literal('you', { description: "'you' when the viewer blocked this person" })),
    studioRequest: Nullable(Type.Literal('pending', { description: "'pending' on one's own profile while a studio request waits; null otherwise" })),
  },
  { $id: 'Profile' },
);

export type UserInfo = Static<typeof UserInfoSchema>;
export type ShippingInfo = Static<typeof ShippingInfoSchema>;
/** emailVerified 'false' = unverified; updated 'false' = profile not yet updated. */
export type User = Static<typeof UserSchema>;
export type AuthorRef = Static<typeof AuthorRefSchema>;
/** A person in a list (followers, following, blocked users, initiate follows): 'N Followers / N Works'. */
export type PersonCard = Static<typeof PersonCardSchema>;
/** A profile as a visitor sees it (GET /user/getbyslug/:slug): no email, address or shipping info. */
export type Profile = Static<typeof ProfileSchema>;

/** GET /auth/providers: the sign-in buttons' client ids, null for a provider not set up. */
export interface AuthProviders {
  google: string | null;
  facebook: string | null;
}
