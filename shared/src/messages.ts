// Every user-facing message of spec document 2 §8, word for word. The key is the i18n key (msg.<key>);
// the English text is the spec's and is what the server puts in its answers.

import { ARTWORK_LIMITS as L } from './constants';
import { codedTexts } from './errors/coded';

export const MSG = {
  pleaseLoginFirst: 'Please login first',
  likeLoginFirst: 'You need to login first!',
  likeLoginFirstAlt: 'Please, login first!',
  followLoginFirst: 'Please, Login to Follow!',
  followAlready: 'You already follow this artist. Please refresh the page again.',
  followNotFound: 'An error occurred. Please refresh the page and try again.',
  followUnexpected: 'An unexpected error occurred. Please refresh the page and try again.',
  unfollowed: 'Unfollowed successfully',
  followerDeleted: 'Deleted follower',
  verifyYourEmail: 'Please verify your email',
  accountSuspended: 'Account suspended',
  registered: 'Thank you for registering! Please, verify your email(Verification code sent)',
  tryAgainNetwork: 'Something went wrong. Please try again.',
  socialWait: 'Please wait while we process your request',
  socialFailed: 'Something went wrong. Please try again',
  checkYourEmail: 'Please check your email',
  emailNotFound: 'Email not found',
  unexpectedError: 'Unexpected error',
  passwordChanged: 'Your password has been changed',
  resetTokenInvalid: 'Your token is invalid or expired. Please try again',
  resetValidation: 'Validation errors occurred. Please try again',
  resetUnexpected: 'Unexpected error. Please try again',
  checkPassword: 'Please check your password',
  codeInvalid: 'The code you entered is invalid',
  emailSent: 'An email has been sent to {{email}}',
  emailNotAssociated: 'The email you entered is not associated with any account.',
  fullNameEmpty: 'Full Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  passwordConfirmEmpty: 'Password Confirmation cannot be empty',
  passwordsMismatch: 'Passwords do not match',
  passwordRule: 'Password must be at least 6 characters long and must contain at least one number',
  cartAddFailed: 'Something went wrong while adding product to cart',
  cartRemoveFailed: 'Something went wrong while Removing product to cart',
  cartRemoveTitle: 'Remove Item',
  cartRemoveText: 'Are you sure you want to remove this item?',
  cartAdded: 'Artwork has been added to cart',
  buyLoginFirst: 'You must logged in to buy an art',
  artworkUploaded: 'You have successfully uploaded your artwork',
  artworkUpdated: 'You have successfully updated your artwork',
  artworkSaveFailed: 'Something went wrong. Please try again.',
  artworkDeleted: 'Deleted art',
  artworkDeleteFailed: 'Something went wrong while deleting the artwork',
  artworkDeleteTitle: 'Delete Art',
  artworkDeleteText: 'Are you sure you want to delete this art?',
  artworkTooManyImages: 'You can only upload {{n}} images',
  artworkNoImage: 'You have to upload at least one image',
  artworkNameRequired: 'Name is required',
  artworkCategoryRequired: 'Please select a category.',
  artworkPriceRequired: 'Please provide the price. Enter 0 to list as Not For Sale',
  artworkPriceMax: 'Please enter price less than or equals 10000000',
  artworkStockRequired: 'Please provide the stock amount',
  artworkStockMax: `Stock must be at most ${L.stock}`,
  artworkHeightMax: `Height must be at most ${L.height} inches`,
  artworkWidthMax: `Width must be at most ${L.width} inches`,
  artworkBreadthMax: `Breadth must be at most ${L.breadth} inches`,
  // The spec's message says 100kg while its limit is 240: the limit the server enforces is said (docs/api/catalogue.md).
  artworkWeightMax: `Weight must be at most ${L.weight} kg`,
  artworkTagsMax: `You can add at most ${L.tags} tags`,
  artworkUnavailable: 'Sorry, the art is unavailable!',
  imageTypeInvalid: 'Only JPEG, PNG or WebP images can be uploaded',
  imageTooLarge: 'Each image must be less than {{n}} MB',
  imageTooManyPixels: 'The image is too large to process',
  maintenance: 'The site is offline. Please check back again later.',
  updateTitle: 'Update Available',
  updateText: 'Update now to see latest changes. You may have to log in again.',
  pageNotFound: 'PAGE NOT FOUND',
  noResults: 'No results found',
  noMoreStudios: 'No more studios to show',
  noLikedArtworks: "You haven't liked any artworks yet!",
  somethingWrong: 'Something went wrong',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  invalidInput: 'The request is not valid',
  notFound: 'Not found',
  emailTaken: 'Email already exists',
  emailInvalid: 'Email is not valid',
  invalidCredentials: 'Invalid email or password',
  emailVerified: 'Email verified',
  providerNotConfigured: 'This sign-in method is not available',
  followSelf: 'You cannot follow yourself',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  notForSale: 'This artwork is not for sale',
  ownWork: 'You cannot buy your own artwork',
  // A block between two people (issue 10): the server's refusal wherever one would reach the other.
  theyBlockedYou: 'This user has blocked you: you cannot follow, comment on, like or message them',
  youBlockedThem: 'You have blocked this user. Unblock them first',
  noMoreStock: 'There is no more stock of this artwork',
  searchTermEmpty: 'Please enter something to search for',
  forbidden: 'You are not allowed to do that',
  invalidYoutubeUrl: 'Invalid Youtube Url',
  postCreated: 'Post created successfully',
  postUpdated: 'Post has been updated',
  postUpdateFailed: 'Something went wrong. Please try again',
  deletingPost: 'Deleting post...',
  postDeleted: 'Post has been deleted.',
  errorTryAgain: 'An error occurred. Please try again',
  postImageTooLarge: 'Attached image must be less than {{n}} MB',
  postTextRequired: 'Please write something to post',
  postTooLong: 'A post must be at most 5000 characters',
  postImageOrVideo: 'Attach an image or a video link, not both',
  postUnavailable: 'This post is not available',
  reported: 'Reported Successfully',
  reportedProfile: 'Profile reported successfully',
  reportedProduct: 'Product reported successfully',
  reportSelectOption: 'Please Select option to continue',
  reportReasonRequired: 'Please write a reason',
  reportReasonTooLong: 'A reason must be at most 1000 characters',
  reportAlready: 'You have already reported this',
  reportOwn: 'You cannot report your own content',
  notificationsCleared: 'Your notifications have been cleared',
  notificationsFailed: 'Something went wrong. Please reload and try again',
  studioAboutRequired: 'Please tell us about yourself',
  studioImageType: 'Only .jpg or .png images can be sent',
  studioImageTooLarge: 'Each image must be less than 2 MB',
  dobInvalid: 'Date of birth must be a real date as MM/DD/YYYY',
  shippingNameRequired: 'Name field is required',
  shippingEmailRequired: 'Email field is required',
  shippingEmailInvalid: 'Email address is not valid',
  shippingPhoneRequired: 'Phone field is required',
  shippingPhoneInvalid: 'Phone number is not valid',
  shippingCountryRequired: 'Country field is required',
  shippingCityRequired: 'City field is required',
  shippingStateRequired: 'State field is required',
  shippingPostalRequired: 'Postal Code is required',
  shippingPostalInvalid: 'Postal Code is invalid',
  shippingAddressRequired: 'Address field is required',
  shippingPhoneDigits: 'Phone number must be 10 Digits',
  profileNameRequired: 'Full Name cannot be empty',
} as const;

/** MSG with a code for each text ('common.<key>'): what the server answers. */
export const MSG_CODED = /* @__PURE__ */ codedTexts('common', MSG);

export type MsgKey = keyof typeof MSG;

/**
 * What a notification says (the English the server sends as `message`; the client shows `notif.<kind>` in
 * the reader's language). `…Group` is the grouped form: "Asha and 4 others liked your post".
 */
export const NOTIFICATION_TEXTS = {
  likePost: '{{name}} liked your post',
  likePostGroup: '{{name}} and {{count}} others liked your post',
  commentPost: '{{name}} commented on your post',
  commentPostGroup: '{{name}} and {{count}} others commented on your post',
  likeArtwork: '{{name}} liked your artwork',
  likeArtworkGroup: '{{name}} and {{count}} others liked your artwork',
  commentArtwork: '{{name}} commented on your artwork',
  commentArtworkGroup: '{{name}} and {{count}} others commented on your artwork',
  follow: '{{name}} started following you',
  followGroup: '{{name}} started following you',
  followRequest: '{{name}} wants to follow you',
  followRequestGroup: '{{name}} wants to follow you',
  newPost: '{{name}} shared a new post',
  newPostGroup: '{{name}} shared a new post',
  studioApproved: 'Your studio request was approved: you have a studio now',
  studioApprovedGroup: 'Your studio request was approved: you have a studio now',
} as const;

/** The key of NOTIFICATION_TEXTS for a notification of `kind` with `others` more people. */
export const notificationTextKey = (kind: string, others: number): keyof typeof NOTIFICATION_TEXTS =>
  `${kind}${others > 0 ? 'Group' : ''}` as keyof typeof NOTIFICATION_TEXTS;

/** Fill {{name}} placeholders of a message. */
export function formatMsg(key: MsgKey, values: Record<string, string | number> = {}): string {
  return MSG[key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

const byText = new Map<string, MsgKey>(Object.entries(MSG).map(([k, v]) => [v, k as MsgKey]));

/** The key of a known English message text (a server answer), so the client can show it translated. */
export function keyOfMessage(text: string): MsgKey | undefined {
  return byText.get(text);
}
