import type { AppNotification } from '../contracts/notifications';
import { groupRepeats } from './group';

const HOUR = 3_600_000;
const at = Date.parse('2026-11-23T12:00:00Z');
let n = 0;
const notice = (kind: AppNotification['kind'], sender: string, hoursAgo: number, extra: Partial<AppNotification> = {}): AppNotification => ({
  _id: `n${++n}`,
  type: 'post',
  kind,
  read: 'seen',
  sender: { _id: sender, name: sender, picture: null, slug: sender, role: 1 },
  others: 0,
  message: '',
  link: '/feed',
  image: null,
  work: null,
  created: new Date(at - hoursAgo * HOUR).toISOString(),
  ...extra,
});

it('shows consecutive notifications that read the same within a day as one, with how many and every id', () => {
  const list = [notice('newPost', 'pasang', 1, { read: 'no' }), notice('newPost', 'pasang', 3), notice('likePost', 'asha', 4), notice('newPost', 'pasang', 5)];
  const entries = groupRepeats(list);
  expect(entries.map((e) => [e.kind, e.repeats])).toEqual([
    ['newPost', 2],
    ['likePost', 1],
    ['newPost', 1],
  ]);
  expect(entries[0]).toMatchObject({ _id: list[0]!._id, ids: [list[0]!._id, list[1]!._id], read: 'no' });
});

it('keeps apart what reads differently or is more than a day older', () => {
  const entries = groupRepeats([
    notice('orderCancelled', 'aarati', 1, { work: 'Red Tara' }),
    notice('orderCancelled', 'aarati', 2, { work: 'Blue Lotus' }),
    notice('newPost', 'pasang', 3),
    notice('newPost', 'pasang', 30),
    notice('newPost', 'bina', 31),
  ]);
  expect(entries.map((e) => e.repeats)).toEqual([1, 1, 1, 1, 1]);
});
