import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kala/shared';
import { fakeNetwork, renderWithProviders } from '@kala/shared/testing';
import type { OrderDetail, OrderRow } from '../api/admin-api';
import { OrdersPage } from './orders-page';

const row: OrderRow = {
  id: 'o1',
  created: '2026-11-20T10:00:00Z',
  totalPaisa: 2_500_000,
  method: 'wallet',
  buyer: 'Asha Buyer',
  buyerEmail: 'asha@kala.test',
  statuses: 'PAID',
  artists: 'Sita Shrestha',
};
const detail: OrderDetail = {
  ...row,
  items: [{ name: 'Mountain dawn', artist: 'Sita Shrestha', qty: 12, status: 'PAID', updated: '2026-11-20T10:05:00Z' }],
  payments: [{ provider: 'sandbox', status: 'approved', amountPaisa: 2_500_000, created: '2026-11-20T10:01:00Z', settled: null }],
  timeline: [{ step: 'placed', at: '2026-11-20T10:00:00Z', seller: null }],
};

beforeEach(() =>
  fakeNetwork((req) => {
    if (req.url === '/admin/summary') return { body: { status: 'success', data: { reports: 0, studioRequests: 0 } } };
    if (req.url.startsWith('/admin/orders/o1')) return { body: { status: 'success', data: detail } };
    if (req.url.startsWith('/admin/orders')) return { body: { status: 'success', data: [row] } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  }),
);
afterEach(() => act(() => void i18n.changeLanguage('en')));

async function openDetails() {
  const user = userEvent.setup();
  renderWithProviders(<OrdersPage />, { url: '/admin/orders' });
  const card = (await screen.findByText('Asha Buyer')).closest('li')!;
  await user.click(within(card).getByRole('button', { name: i18n.t('admin:orders.details') }));
  await screen.findByRole('heading', { name: i18n.t('admin:orders.timeline') });
  return card;
}

it("names the payment method, the payment's provider and status in words, not the server's codes", async () => {
  const card = await openDetails();
  expect(card).toHaveTextContent('Payment method: Wallet');
  expect(card).toHaveTextContent('Mountain dawn (Sita Shrestha) × 12: PAID');
  expect(card).toHaveTextContent(/Sandbox \(test payments\) · NPR 25,000 · .* → Approved/);
});

it('in Nepali, the quantity is in Devanagari digits and the method, provider and status are Nepali', async () => {
  await act(() => i18n.changeLanguage('ne'));
  const card = await openDetails();
  expect(card).toHaveTextContent('भुक्तानी विधि: वालेट');
  expect(card).toHaveTextContent('Mountain dawn (Sita Shrestha) × १२:');
  expect(card).toHaveTextContent(/स्यान्डबक्स \(परीक्षण भुक्तानी\) · रु. २५,००० · .* → स्वीकृत/);
  expect(card.textContent).not.toMatch(/[0-9]/);
});
