import { sessionStore } from '../stores/session';
import { useStore } from '../stores/create-store';

/** The logged-in user's id, or null: keeps a viewer's answers apart in caches and decides "is it mine". */
export const useViewerId = (): string | null => useStore(sessionStore, (s) => s.user?._id ?? null);
