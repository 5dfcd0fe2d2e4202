// Socket events several packages name (the server emits, the shell's live chunk listens). A subpath of its
// own, outside the root entry: the shell's first paint does not carry it.

/**
 * Tells a user's open pages their account changed on the server (an operator approved their studio or
 * verified their email): the shell's live chunk fetches the session's user again.
 */
export const SESSION_CHANGED_EVENT = 'session-changed';
