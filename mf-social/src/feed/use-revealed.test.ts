import { act, renderHook } from '@testing-library/react';
import { useRevealed } from './use-revealed';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** What the feed renders after each of the next `tasks` tasks. */
function shownPerTask(result: { current: number }, tasks: number): number[] {
  const seen = [result.current];
  for (let i = 0; i < tasks; i++) {
    act(() => void jest.advanceTimersToNextTimer());
    seen.push(result.current);
  }
  return seen;
}

test('with more posts coming: three at once, then two more per task, and the next page goes on the same way', () => {
  const { result, rerender } = renderHook(({ total }) => useRevealed(total, true), { initialProps: { total: 10 } });
  expect(shownPerTask(result, 5)).toEqual([3, 5, 7, 9, 10, 10]);
  rerender({ total: 20 });
  expect(shownPerTask(result, 5)).toEqual([11, 13, 15, 17, 19, 20]);
});

test('with nothing more coming (the last page), every post at once: no place is held below them', () => {
  const { result } = renderHook(() => useRevealed(10, false));
  expect(result.current).toBe(10);
});

test('when the last page comes in mid-way, the rest show at once and stay shown', () => {
  const { result, rerender } = renderHook(({ total, gradually }) => useRevealed(total, gradually), { initialProps: { total: 10, gradually: true } });
  expect(shownPerTask(result, 1)).toEqual([3, 5]);
  rerender({ total: 14, gradually: false });
  expect(result.current).toBe(14);
  // A page that failed and is asked for again: the posts already shown do not go away.
  rerender({ total: 14, gradually: true });
  expect(result.current).toBe(14);
});

test('a short feed is all there at once', () => {
  const { result } = renderHook(() => useRevealed(2, true));
  expect(result.current).toBe(2);
});
