import { act, fireEvent, render, screen } from '@testing-library/react';
import { enterViewport } from '../testing';
import { InfiniteListEnd, type InfiniteListEndProps } from './infinite-list-end';
import { usePlaceholders } from './use-infinite-scroll';

const renderEnd = (props: Partial<InfiniteListEndProps>) => {
  const onMore = jest.fn();
  render(<InfiniteListEnd loaded={10} hasMore={false} loadingMore={false} failed={false} failedText="Could not load." endText="No more studios to show" onMore={onMore} {...props} />);
  return onMore;
};

test('asks for more when the sentinel nears the screen', () => {
  const onMore = renderEnd({ hasMore: true });
  act(() => enterViewport());
  expect(onMore).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('No more studios to show')).toBeNull();
});

test('does not ask again while a page loads', () => {
  const onMore = renderEnd({ hasMore: true, loadingMore: true });
  act(() => enterViewport());
  expect(onMore).not.toHaveBeenCalled();
});

test('after a failure, offers a retry instead of asking by itself', () => {
  const onMore = renderEnd({ hasMore: true, failed: true });
  expect(screen.getByRole('alert').textContent).toContain('Could not load.');
  act(() => enterViewport());
  expect(onMore).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onMore).toHaveBeenCalledTimes(1);
});

test('says when everything is loaded, or nothing when there is no end text', () => {
  renderEnd({});
  expect(screen.getByText('No more studios to show')).toBeTruthy();
  renderEnd({ endText: undefined, loaded: 3 });
  expect(screen.getAllByText('No more studios to show')).toHaveLength(1);
});

/** A list holding `places` placeholders for the pages to come, watched by its end. */
function HeldList({ places, onMore }: { places: number; onMore: () => void }) {
  const held = usePlaceholders();
  return (
    <ul>
      {Array.from({ length: places }, (_, i) => (
        <li key={i} ref={held.ref} />
      ))}
      <InfiniteListEnd loaded={10} hasMore loadingMore={false} failed={false} failedText="Could not load." onMore={onMore} watch={held} />
    </ul>
  );
}

test('a list that holds more places a render later asks for more when one of those nears the screen', () => {
  const onMore = jest.fn();
  const { rerender } = render(<HeldList places={0} onMore={onMore} />);
  rerender(<HeldList places={2} onMore={onMore} />);
  act(() => enterViewport());
  expect(onMore).toHaveBeenCalledTimes(1);
});
