import { act, fireEvent, render, screen } from '@testing-library/react';
import { enterViewport } from '../testing';
import { InfiniteListEnd, type InfiniteListEndProps } from './infinite-list-end';

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
