import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kala/shared';
import { fakeNetwork, renderWithProviders } from '@kala/shared/testing';
import type { Person, PersonDetail } from '../api/admin-api';
import { PeoplePage } from './people-page';

const person: Person = { id: 'u1', name: 'Asha Buyer', email: 'asha@kala.test', slug: 'asha', role: 21, emailVerified: true, suspended: false, created: '2026-01-01T00:00:00Z' };
const detail: PersonDetail = {
  ...person,
  reportsBy: [{ id: 1, targetType: 'product', status: 'dismissed', category: 'Spam', created: '2026-11-20T10:00:00Z' }],
  reportsAbout: [{ id: 2, targetType: 'feed', status: 'open', category: 'Spam', created: '2026-11-21T10:00:00Z' }],
  orders: [{ id: 'o1', created: '2026-11-20T10:00:00Z', totalPaisa: 2_500_000, method: 'cash' }],
};

beforeEach(() =>
  fakeNetwork((req) => {
    if (req.url === '/admin/summary') return { body: { status: 'success', data: { reports: 0, studioRequests: 0 } } };
    if (req.url === '/admin/people/u1') return { body: { status: 'success', data: detail } };
    if (req.url.startsWith('/admin/people')) return { body: { status: 'success', data: [person] } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  }),
);
afterEach(() => act(() => void i18n.changeLanguage('en')));

async function openDetails() {
  const user = userEvent.setup();
  renderWithProviders(<PeoplePage />, { url: '/admin/people' });
  const card = await screen.findByRole('listitem', { name: 'Asha Buyer' });
  await user.click(within(card).getByRole('button', { name: i18n.t('admin:people.details') }));
  const orders = await screen.findByRole('heading', { name: i18n.t('admin:people.orders') });
  return { card, order: orders.nextElementSibling!, reportsBy: screen.getByRole('heading', { name: i18n.t('admin:people.reportsBy') }).nextElementSibling! };
}

it("names an order's payment method and a report's kind and status in words, not the server's codes", async () => {
  const { order, reportsBy, card } = await openDetails();
  expect(order).toHaveTextContent(/· NPR 25,000 · Cash on delivery$/);
  expect(reportsBy).toHaveTextContent(/· Artwork · Spam · Dismissed$/);
  expect(card).toHaveTextContent(/· Post · Spam · Open/);
});

it('in Nepali, the method, kinds and statuses are Nepali and the numbers Devanagari', async () => {
  await act(() => i18n.changeLanguage('ne'));
  const { order, reportsBy } = await openDetails();
  expect(order).toHaveTextContent(/· रु. २५,००० · डेलिभरीमा नगद$/);
  expect(reportsBy).toHaveTextContent(/· कलाकृति · Spam · खारेज गरिएको$/);
  expect(order.textContent).not.toMatch(/[0-9]/);
});
