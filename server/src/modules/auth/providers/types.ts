// Social sign-in providers check the provider's token themselves and hand back who the person is.

export interface SocialProfile {
  provider: 'google' | 'facebook';
  /** The provider's stable id for the person. */
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

export interface SocialSignInBody {
  accessToken?: string;
  userID?: string;
}

export interface SocialProvider {
  readonly name: SocialProfile['provider'];
  /** The public id the client needs to show the button (Google client id, Facebook app id). */
  readonly clientId: string;
  /** Throws when the token is not valid for this app. */
  verify(body: SocialSignInBody): Promise<SocialProfile>;
}

export class SocialTokenError extends Error {}
