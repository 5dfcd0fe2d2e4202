// Dialogs on the native <dialog> element: focus moves in, Escape closes, focus returns on close.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createStore, useStore } from '../stores/create-store';
import { useTranslation } from '../i18n/i18n';
import { Button } from './button';
import { Heading } from './heading';
import styles from './dialog.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <Heading id={titleId} className={styles.title}>
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
        <Button autoFocus onClick={() => answer(true)}>
          {pending?.yesLabel ?? t('common.yes')}
        </Button>
      </div>
    </Modal>
  );
}
