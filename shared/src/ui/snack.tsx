// Snack messages (toasts). Defaults per spec: type normal, empty message, 3000 ms. At most two at once (a new
// one pushes out the oldest), and above any open dialog: inside the top one, the only part of the page a
// modal dialog leaves usable.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_MS, TOASTS_MAX } from '../constants';
import { createStore, useStore } from '../stores/create-store';
import { useTranslation } from '../i18n/i18n';
import type { Worded } from '../errors/coded';
import { wordedText } from '../errors/error-text';
import { openDialogs } from './open-dialogs';
import styles from './snack.module.css';

export type SnackType = 'normal' | 'error' | 'success';
export interface Snack {
  id: number;
  type: SnackType;
  /** Shown by its code in the page's language (a string: as it is, the caller translated it). */
  text: Worded;
  duration: number;
  /** Raised when the same message is shown again: its timer starts over instead of a second toast. */
  shown: number;
}

export const snackStore = createStore<Snack[]>([]);
let nextId = 1;

/**
 * Show a snack: a translated string, or a coded text (a server's answer, a table's text) that follows the
 * page's language. The same message of the same type never stacks: the one on screen stays (its timer
 * starts over) and its id is returned. A new one beyond TOASTS_MAX takes the place of the oldest.
 */
export function showSnack(message: string | Worded, { type = 'normal', duration = TOAST_MS.default }: { type?: SnackType; duration?: number } = {}): number {
  const text: Worded = typeof message === 'string' ? { message } : { code: message.code, message: message.message, values: message.values };
  const same = snackStore.get().find((s) => s.text.message === text.message && s.text.code === text.code && s.type === type);
  if (same) {
    snackStore.update((list) => list.map((s) => (s === same ? { ...s, duration, shown: s.shown + 1 } : s)));
    return same.id;
  }
  const id = nextId++;
  snackStore.update((list) => [...list, { id, type, text, duration, shown: 0 }].slice(-TOASTS_MAX));
  return id;
}
export const dismissSnack = (id: number) => snackStore.update((list) => list.filter((s) => s.id !== id));

function SnackItem({ snack }: { snack: Snack }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissSnack(snack.id), snack.duration);
    return () => clearTimeout(timer);
  }, [snack.id, snack.duration, snack.shown]);
  return (
    <div className={[styles.snack, styles[snack.type]].join(' ')} role={snack.type === 'error' ? 'alert' : 'status'}>
      <span>{wordedText(snack.text)}</span>
      <button className={styles.dismiss} onClick={() => dismissSnack(snack.id)} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}

/** Rendered once by the shell. */
export function SnackHost() {
  const snacks = useStore(snackStore);
  const dialogs = useStore(openDialogs);
  const region = (
    <div className={styles.host} aria-live="polite" data-testid="toasts">
      {snacks.map((s) => (
        <SnackItem key={s.id} snack={s} />
      ))}
    </div>
  );
  const top = dialogs[dialogs.length - 1];
  return top ? createPortal(region, top) : region;
}
