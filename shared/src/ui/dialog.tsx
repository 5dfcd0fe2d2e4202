// Dialogs on the native <dialog> element (top layer: no ancestor's transform or filter can clip or size them).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createStore, useStore } from '../stores/create-store';
import { useTranslation } from '../i18n/i18n';
import { Button } from './button';
import { Heading } from './heading';
import { openerOfDialog, returnFocus, trapTab } from './focus-return';
import { trackOpenDialog } from './open-dialogs';
import styles from './dialog.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The title still names the dialog for screen readers, but the content shows its own top (a menu). */
  hideTitle?: boolean;
  /** 'wide' for content that needs room (a picture to crop, a post to edit); the content never sets its own width. */
  size?: 'normal' | 'wide';
}

/**
 * Shows the `<dialog>` modally while `open`: in the top layer (the page behind inert), the top of the open
 * dialogs (the toasts render inside it), the element marked `data-autofocus` focused; when it closes or
 * unmounts, focus goes back to what opened it. Modal's, and a remote's own full-screen dialog's.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = openerOfDialog();
    if (!dialog.open) dialog.showModal?.();
    const untrack = trackOpenDialog(dialog);
    // React's autoFocus runs before the dialog shows (and so does nothing): mark the element instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      untrack();
      if (dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, [ref, open]);
}

/**
 * A modal dialog: announced as one (role, aria-modal, named by its title), focus moves in and Tab stays inside,
 * Escape closes, and focus goes back to what opened it when it closes or unmounts. The element marked
 * `data-autofocus` takes focus when it opens (else the browser's choice: the first focusable one).
 */
export function Modal({ open, title, onClose, children, className, hideTitle, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      className={[styles.dialog, size === 'wide' && styles.wide, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={(e) => ref.current && trapTab(ref.current, e)}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close it itself (a second Escape before the first was answered): the caller hears it.
      onClose={() => open && onClose()}
    >
      {open && (
        <>
          <Heading id={titleId} className={hideTitle ? 'kala-visually-hidden' : styles.title}>
            {title}
          </Heading>
          {children}
        </>
      )}
    </dialog>
  );
}

export interface ConfirmOptions {
  title: string;
  message: string;
  yesLabel?: string;
  noLabel?: string;
}
interface PendingConfirm extends ConfirmOptions {
  resolve: (yes: boolean) => void;
}

const confirmStore = createStore<PendingConfirm | null>(null);

/** Ask the user; resolves true for the yes button, false for no, Escape or backdrop. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => confirmStore.set({ ...options, resolve }));
}

/** Rendered once by the shell. */
export function DialogHost() {
  const pending = useStore(confirmStore);
  const { t } = useTranslation();
  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    confirmStore.set(null);
  };
  return (
    <Modal open={!!pending} title={pending?.title ?? ''} onClose={() => answer(false)}>
      <p className={styles.message}>{pending?.message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => answer(false)}>
          {pending?.noLabel ?? t('common.no')}
        </Button>
        <Button data-autofocus onClick={() => answer(true)}>
          {pending?.yesLabel ?? t('common.yes')}
        </Button>
      </div>
    </Modal>
  );
}
