// `@kala/shared/people`: the studio card and the follow button, for the remotes' pages that show people.
// Not in the shared singleton: no shell page shows them, so no first paint carries them.
export { StudioCardView, StudioCardSkeleton, type StudioCardProps } from '../ui/studio-card';
export { FollowButton, followOutcome, type FollowState, type FollowCheck, type FollowButtonProps } from '../follow/follow-button';
