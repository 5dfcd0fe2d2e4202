import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, i18n } from '@kala/shared';
import { MessagesLink } from './messages-link';

afterEach(() => act(() => i18n.changeLanguage('en')));

test("names the unread count in the page's digits, as the notifications bell does: Devanagari in Nepali", async () => {
  render(
    <MemoryRouter>
      <MessagesLink className="icon" />
    </MemoryRouter>,
  );
  act(() => bus.emit('live:refreshHeaderMessage', { unread: 12 }));
  expect(screen.getByRole('link', { name: 'Messages (12)' })).toBeTruthy();
  await act(() => i18n.changeLanguage('ne'));
  expect(screen.getByRole('link', { name: `${i18n.t('nav.messages')} (१२)` })).toBeTruthy();
  act(() => bus.emit('live:refreshHeaderMessage', { unread: 0 }));
  expect(screen.getByRole('link', { name: i18n.t('nav.messages') })).toBeTruthy();
});

test('shows the count the socket gave before it was on the page (the signed-in header mounts later)', () => {
  act(() => bus.emit('live:refreshHeaderMessage', { unread: 3 }));
  render(
    <MemoryRouter>
      <MessagesLink className="icon" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Messages (3)' })).toBeTruthy();
  act(() => bus.emit('session:logout'));
  expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
});
