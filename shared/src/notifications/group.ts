// Repeats read as one (issue 20): "Pasang Sherpa shared a new post" twice in a row is one entry, "×2".
import type { AppNotification } from '../contracts/notifications';

/** A notification as the lists show it: the newest of its run of repeats, with every id in the run. */
export type NotificationEntry = AppNotification & { ids: string[]; repeats: number };

const DAY_MS = 86_400_000;
const READ_ORDER: AppNotification['read'][] = ['no', 'seen', 'viewed'];

/** Same kind, same person, same others and the same works: it would read word for word the same. */
const readsSame = (a: AppNotification, b: AppNotification) => a.kind === b.kind && a.sender._id === b.sender._id && a.others === b.others && a.work === b.work;

/** Consecutive notifications (newest first) that read the same and came within a day of the newest merge. */
export function groupRepeats(list: readonly AppNotification[]): NotificationEntry[] {
  const entries: NotificationEntry[] = [];
  for (const n of list) {
    const last = entries.at(-1);
    if (last && readsSame(last, n) && Date.parse(last.created) - Date.parse(n.created) < DAY_MS) {
      last.ids.push(n._id);
      last.repeats += 1;
      // Unread while any of them is.
      last.read = READ_ORDER[Math.min(READ_ORDER.indexOf(last.read), READ_ORDER.indexOf(n.read))]!;
    } else {
      entries.push({ ...n, ids: [n._id], repeats: 1 });
    }
  }
  return entries;
}
