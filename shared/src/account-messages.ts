// Issue 10's messages (blocks, the studio request, the artist code, Edit Information, initiate follows),
// the spec's texts word for word where it has them. Apart from MSG so the shell's first paint never carries
// them: the server imports them from here, and mf-social adds them (with their ne and zh) to its own bundle.
// Texts a shared form rule returns (field problems) stay in MSG, where the forms kit looks them up, and so
// do the block refusals (theyBlockedYou, youBlockedThem), which every remote and the snack translate.
import { codedTexts } from './errors/coded';

export const ACCOUNT_MSG = {
  artistBlocked: 'Artist blocked successfully',
  userBlocked: 'User blocked successfully',
  artistBlockFailed: 'Something went wrong while blocking artist',
  userBlockFailed: 'Something went wrong while blocking user',
  unblocked: 'Unblocked successfully',
  unblockFailed: 'Something went wrong while unblocking',
  blockSelf: 'You cannot block yourself',
  privateWorks: 'This account is private. Follow it to see its works and posts',
  studioRequestSent: 'Your application has been received. We will contact you as soon as possible.',
  studioRequestExists: 'You have already submitted your application. We will respond you soon!',
  studioRequestFailed: 'An unexpected error has occurred. Please try again',
  studioAlready: 'You already have a studio',
  artistCodeVerified: 'Artist code verified successfully. You have a studio now.',
  artistCodeInvalid: 'The code you provided could not be verified.',
  profileUpdated: 'Profile Updated Successfully',
  profileUpdateFailed: 'Something went wrong. Please try again.',
  coverTooLarge: 'Please select cover image less than 2MB',
  selectArtistToFollow: 'Please select at least one artist to follow',
} as const;

/** ACCOUNT_MSG with a code for each text ('account.<key>'): what the server answers. */
export const ACCOUNT_CODED = /* @__PURE__ */ codedTexts('account', ACCOUNT_MSG);
