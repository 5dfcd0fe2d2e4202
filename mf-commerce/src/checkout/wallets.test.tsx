// Issue 24 in the remote: the Payment tab names the wallets the server offers and shows the card's US
// dollars; the chosen wallet goes with the order; Failure for an order still held offers Pay again.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@kala/shared/contracts/commerce';
import { fakeNetwork, loginAs, makeUser, requests, resetSession } from '@kala/shared/testing';
import { renderAt } from '../test/render';

jest.mock('./use-place-order', () => ({ ...jest.requireActual('./use-place-order'), goToPayment: jest.fn() }));
import { goToPayment } from './use-place-order';

const line: CartLine = {
  product_id: { id: 'a', _id: 'a', slug: 'a', name: 'Work a', image: 'a.webp', priceField: 'NPR 1000', price: 1000, author: { name: 'Asha', slug: 'asha', role: 11 }, stock: 1 },
  quantity: 1,
  addedPrice: 1000,
};

beforeEach(() => {
  resetSession();
  act(() => loginAs(makeUser({ shippingInfo: { name: 'Maya', email: 'maya@kala.test', phoneNumber: '9812345678', country: 'Nepal', city: 'Kathmandu', state: 'Bagmati', postalCode: '44600', address: 'Thamel' } })));
  fakeNetwork(({ method, url }) => {
    if (url === '/cart') return { body: { status: 'success', data: { products: [line] } } };
    if (url === '/payments/options') return { body: { status: 'success', wallets: ['esewa', 'khalti'], card: { currency: 'USD', nprPerUsd: 133.5 } } };
    // No paymentUrl here: jsdom cannot leave the page (the browser tests do).
    if (method === 'POST' && url === '/user/order') return { body: { status: 'success', orderId: 'o1', paymentMethod: 'wallet' } };
    if (method === 'POST' && url === '/user/order/o1/pay') return { body: { status: 'success', paymentUrl: '/api/payments/pay/p1?key=k2' } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
  jest.mocked(goToPayment).mockClear();
});

it('lists eSewa and Khalti by name, shows the card in US dollars, and sends the wallet chosen', async () => {
  const user = userEvent.setup();
  renderAt('/checkout');
  await user.click(await screen.findByRole('tab', { name: /Payment/ }));
  expect(await screen.findByRole('radio', { name: /^eSewa/ })).toBeEnabled();
  expect(screen.getByRole('radio', { name: /^Khalti/ })).toBeEnabled();
  expect(screen.queryByRole('radio', { name: /^Wallet/ })).toBeNull();
  // 1,000 + 130 + 50 = NPR 1,180 at 133.5 per dollar = US$ 8.84.
  expect(screen.getByTestId('card-usd')).toHaveTextContent('You pay US$ 8.84 (NPR. 1,180 at NPR. 133.5 per US dollar).');
  await user.click(screen.getByRole('radio', { name: /^Khalti/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === '/user/order')).toBe(true));
  const order = requests.find((r) => r.method === 'POST' && r.url === '/user/order')!;
  expect(JSON.parse(order.data as string)).toMatchObject({ paymentMethod: 'wallet', paymentProvider: 'khalti' });
});

it('Failure for an order still held says why and pays again', async () => {
  const user = userEvent.setup();
  renderAt('/checkout/failure?order=o1&reason=unreachable');
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent('We could not reach the payment service.');
  await user.click(screen.getByRole('button', { name: 'Pay again' }));
  await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/api/payments/pay/p1?key=k2'));
  expect(screen.getByRole('button', { name: 'Pay again' })).toBeDisabled();
});

it('Failure for a declined payment offers no Pay again', async () => {
  renderAt('/checkout/failure?order=o1&reason=declined');
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Your payment was declined');
  expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
});
