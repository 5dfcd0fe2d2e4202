// The modal dialogs on screen, the last on top. A modal <dialog> is in the top layer and makes everything
// outside it inert, so whatever must stay above and usable (the toasts) renders inside the top one.
import { createStore } from '../stores/create-store';

export const openDialogs = createStore<HTMLDialogElement[]>([]);

/** Marks `dialog` as shown (on top); the answer takes it off again. */
export function trackOpenDialog(dialog: HTMLDialogElement): () => void {
  openDialogs.update((list) => [...list.filter((d) => d !== dialog), dialog]);
  return () => openDialogs.update((list) => list.filter((d) => d !== dialog));
}
