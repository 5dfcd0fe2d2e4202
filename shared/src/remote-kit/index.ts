// `@kala/shared/remote-kit`: helpers only remotes' pages use (their routes, the logged-out 'login' link, media queries,
// rendering rows as they near the screen, a query's loading and failure, a form's closing buttons). Not in the
// shared singleton, so the shell's first paint never carries them; each remote bundles the few hundred bytes it uses.
export { createRemoteRoutes, type RemotePage } from '../routing/remote-routes';
export { LoginLink } from '../ui/login-link';
export { CommentForm, useCommentMutation, type CommentFormProps } from '../ui/comment-form';
export { WhenNear } from '../ui/when-near';
export { RelativeTime } from '../ui/relative-time';
export { ReportDialog, type ReportDialogProps } from '../report/lazy-report-dialog';
export { remoteLifecycles, type RemoteDefinition } from './remote-lifecycles';
export { useMediaQuery, REDUCED_MOTION } from '../hooks/use-media-query';
// Not here: the carousels' hook, `@kala/shared/carousel`. Re-exported from this entry, which every remote's first
// chunk imports, it and embla would load with that chunk instead of with the carousels' pages.
export { openChatRoom } from '../api/chat-room';
export { useInfiniteScroll, usePlaceholders } from '../ui/use-infinite-scroll';
export { InfiniteListEnd, nextPages, type InfiniteListEndProps } from '../ui/infinite-list-end';
export { WhenLoaded } from '../ui/when-loaded';
export { RetryLine } from '../ui/retry-line';
export { FormButtons, type FormButtonsProps } from '../ui/form-buttons';
export { onceOnly, wasQueued, useOutboxSent, pendingComment, isPendingComment } from './offline-queue';
export { savingData } from './data-saver';
