import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@kala/shared/contracts/commerce';
import { i18n } from '@kala/shared';
import { fakeNetwork, loginAs, makeUser, requests, resetSession, snackTexts } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const line = (id: string, price: number, extra: Partial<CartLine['product_id']> = {}, addedPrice = price): CartLine => ({
  product_id: { id, _id: id, slug: id, name: `Work ${id}`, image: `${id}.webp`, priceField: `NPR ${price}`, price, author: { name: 'Asha', slug: 'asha', role: 11 }, stock: 1, ...extra },
  quantity: 1,
  addedPrice,
});

const FIELDS: [string, string][] = [
  ['Full Name', 'Maya'],
  ['Email Address', 'maya@kala.test'],
  ['Phone Number', '9812345678'],
  ['Country', 'Nepal'],
  ['City', 'Kathmandu'],
  ['State', 'Bagmati'],
  ['Postal Code', '44600'],
  ['Address', 'Thamel'],
];

const ORDER = {
  _id: 'o1', createdAt: '2026-11-20T10:00:00Z', orderStatus: 'PENDING', paymentMethod: 'cash', totalAmount: 999, taxPrice: 129.87, shippingPrice: 50, grandTotal: 1179,
  shippingInfo: { name: 'Maya', email: 'maya@kala.test', phone: '9812345678', country: 'Nepal', city: 'Kathmandu', state: 'Bagmati', postalCode: '44600', address: 'Thamel', address2: '' },
  orderItems: [{ _id: 'i1', product: null, name: 'Work a', image: 'a.webp', price: 999, qty: 1, orderStatus: 'PENDING' }],
};

beforeEach(() => {
  resetSession();
  act(() => loginAs(makeUser({ shippingInfo: {} })));
  fakeNetwork(({ method, url }) => {
    if (url === '/cart') return { body: { status: 'success', data: { products: [line('a', 999), line('b', 500, { stock: 0 })] } } };
    if (method === 'POST' && url === '/user/order') return { body: { status: 'success', orderId: 'o1', paymentMethod: 'cash' } };
    if (url === '/user/order/o1') return { body: { status: 'success', result: ORDER } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
});

it('opens Order and Payment only once shipping is filled, totals the available lines as §9 says, submits once with a key, then shows Review', async () => {
  const user = userEvent.setup();
  renderAt('/checkout');
  const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(name) });
  expect(await tab('Order')).toBeDisabled();
  expect(await tab('Review')).toBeDisabled();
  for (const [label, value] of FIELDS) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  expect(await tab('Order')).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await tab('Order')).toHaveAttribute('aria-selected', 'true');
  // The sold-out line is left out: 999 + 129.87 + 50 = 1178.87 → 1179.
  expect(screen.getByTestId('grand-total')).toHaveTextContent('NPR. 1,179');
  expect(screen.queryByText('Work b')).toBeNull();
  act(() => screen.getByRole('tab', { name: /Order/ }).focus());
  await user.keyboard('{ArrowRight}');
  expect(await tab('Payment')).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Thank you! Your order has been placed.')).toBeInTheDocument();
  expect(await tab('Review')).toHaveAttribute('aria-selected', 'true');
  expect(await tab('Shipping')).toBeDisabled();
  const posts = requests.filter((r) => r.method === 'POST' && r.url === '/user/order');
  expect(posts).toHaveLength(1);
  expect(posts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(posts[0].data as string)).toMatchObject({ paymentMethod: 'cash', orderItems: [{ product: 'a', qty: 1 }], shippingInfo: { name: 'Maya', postalCode: '44600' } });
  // Review shows the server's figures (NPR in the answer), and Shop More works at once.
  expect(await screen.findByTestId('grand-total')).toHaveTextContent('NPR. 1,179');
  expect(screen.getByText('NPR. 129.87')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Shop More' })).toBeEnabled();
  expect(snackTexts()).not.toContain('You order is processing. Please wait...');
});

it("shows commerce's coded refusal in the reader's language, by its code, filled with the answer's values", async () => {
  // 'commerce.soldOut' is translated by the namespace the commerce contract's texts register (ADR 0030's addendum).
  fakeNetwork(({ method, url }) => {
    if (url === '/cart') return { body: { status: 'success', data: { products: [line('a', 999)] } } };
    if (method === 'POST' && url === '/user/order') {
      return { status: 400, body: { status: 'error', message: 'Work a has just sold out', code: 'commerce.soldOut', values: { name: 'Work a' } } };
    }
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
  await act(() => i18n.changeLanguage('ne'));
  try {
    const user = userEvent.setup();
    renderAt('/checkout');
    const keys = ['name', 'email', 'phone', 'country', 'city', 'state', 'postalCode', 'address'];
    for (const [i, [, value]] of FIELDS.entries()) {
      const field = await screen.findByLabelText(i18n.t(`commerce:checkout.fields.${keys[i]}`));
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: i18n.t('commerce:checkout.next') }));
    const order = await screen.findByRole('tab', { name: new RegExp(i18n.t('commerce:checkout.order')) });
    await waitFor(() => expect(order).toHaveAttribute('aria-selected', 'true'));
    act(() => order.focus());
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('button', { name: i18n.t('commerce:checkout.submit') }));
    await waitFor(() => expect(snackTexts()).toContain('Work a भर्खरै बिक्यो'));
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

it('stays on Shipping and marks the field with the first failing check', async () => {
  const user = userEvent.setup();
  renderAt('/checkout');
  for (const [label, value] of FIELDS) await user.type(await screen.findByLabelText(label), value);
  await user.clear(screen.getByLabelText('Postal Code'));
  await user.type(screen.getByLabelText('Postal Code'), '446');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByLabelText('Postal Code')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('Postal Code is invalid');
  expect(screen.getByLabelText('Postal Code')).toHaveFocus();
  expect(screen.getByRole('tab', { name: /Shipping/ })).toHaveAttribute('aria-selected', 'true');
});
