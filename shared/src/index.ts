// @kala/shared — the one module the shell and every remote share (a Module Federation singleton).
export * from './constants';
export * from './messages';
// The kernel's shapes; a domain's own (an artwork, a post, a chat message …) come from its contract,
// '@kala/shared/contracts/<domain>', which only its owners import (owners.json).
export type { Category, CategoryRef } from './contracts/categories';
export type { Comment } from './contracts/comments';
export type { ImageSet, ImageSize } from './contracts/media';
export type { AuthorRef, AuthProviders, PersonCard, Profile, ShippingInfo, User, UserInfo } from './contracts/people';
export type { Envelope, Paged, Status } from './api/answers';
// The text helpers every part uses; the form rules are `@kala/shared/rules`, bundled with the forms.
export * from './rules/text';
export { bus, type Bus, type BusEvents, type BusEventName } from './bus/bus';
export { createStore, useStore, type Store } from './stores/create-store';
export { session, sessionStore, sessionStoreInstanceId, type SessionState } from './stores/session';
export { cart, cartStore, addToCart, removeFromCart, type CartItem } from './stores/cart';
export { startCartSync, syncServerCart, addArtworkToCart, removeArtworkFromCart, cartItemOfLine, guestCartsMerged } from './cart/server-cart';
export { languageStore, setLanguage, detectLanguage } from './stores/language';
export { api, authApi, chatApi, createClient, unwrapEnvelope, ApiError, blockMessage } from './api/client';
export { mediaUrl, mediaFallbackUrl, imageSize, srcSetOf } from './api/media';
export { i18n, registerTexts, textsLoaded, useTranslation, type AnswerTexts, type LoadTexts, type TFunction, type Translation, type Translator } from './i18n/i18n';
export { codedTexts, keyOfCode, withValues, type CodedText, type TextValues, type Worded } from './errors/coded';
export { wordedText, answerOr, errorText } from './errors/error-text';
export { useCategoryName } from './i18n/use-category-name';
export { useRelativeTime, useFormat } from './i18n/relative-time';
export { formatNumber, formatDigits, formatRupees, latinDigits, elapsed, localesOf, digitsOf, intlFormatter, type Lang } from './i18n/format';
export { Button, buttonClass, type ButtonProps } from './ui/button';
export { SnackHost, showSnack, dismissSnack, snackStore } from './ui/snack';
export { Modal, DialogHost, confirmDialog, useModalDialog, type ConfirmOptions } from './ui/dialog';
// For a remote's own modal <dialog> (a full-screen layer): Tab kept inside.
export { trapTab } from './ui/focus-return';
export { ArtworkImage, FallbackImage } from './ui/artwork-image';
export { ErrorPanel, Loader } from './ui/feedback';
export { Heading, type HeadingProps } from './ui/heading';
export { Avatar, type AvatarProps } from './ui/avatar';
export { VerifiedBadge } from './ui/verified-badge';
export { Skeleton, SkeletonText, type SkeletonProps } from './ui/skeleton';
export { ArtworkCard, ArtworkCardSkeleton, GRID_IMAGE_SIZES, type ArtworkCardProps } from './ui/artwork-card';
export { ArtworkGrid, type ArtworkGridProps } from './ui/artwork-grid';
export { StatePanel, type StatePanelProps } from './ui/state-panel';
export { formatNpr, priceText, usePriceText } from './ui/price';
export { useViewerId } from './hooks/use-viewer-id';
export { useRequireLogin } from './hooks/use-require-login';
export { useDocumentTitle } from './hooks/use-document-title';
export { RemoteRouter, type RemoteProps } from './routing/remote-router';
export { lazyPage, type LazyPage } from './routing/lazy-page';
export { IMAGE_SIZES, HOME_SLIDES_URL, CATEGORIES_URL, FEATURED_URL, TOP_STUDIOS_URL, listingQuery, artworkUrl, feedQuery, type ListingRequest } from './first-data/requests';
export {
  ROUTES,
  ROUTE_TABLE,
  pathTo,
  profilePath,
  artworkPath,
  matchRoute,
  routeNamesOf,
  type RouteAccess,
  type RouteEntry,
  type RouteName,
  type RouteOwner,
  type RoutesOf,
} from './routing/paths';
export { contractRoutes, withPublished, type PublishedRoute, type RemotesManifest } from './routing/published';
