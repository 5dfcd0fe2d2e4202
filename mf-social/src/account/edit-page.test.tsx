import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type User } from '@kala/shared';
import { fakeNetwork, loginAs, makeUser, requests, resetSession, snackTexts } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const me = makeUser({
  email: 'asha@kala.test',
  cover: null,
  categories: [],
  info: { dob: null, address: 'Patan', biography: null, achievements: null, categories: [] },
  settings: { private: false },
  shippingInfo: {},
} as Partial<User>);

function serve() {
  fakeNetwork(({ url }) => (url === '/user/profile' ? { body: { status: 'success', message: me } } : { body: { status: 'success', message: [] } }));
}

beforeEach(() => loginAs(me));
afterEach(async () => {
  resetSession();
  await act(() => i18n.changeLanguage('en'));
});

it('says what a Bikram Sambat date of birth looks like (year-month-day, २०४७-०५-१२), not MM/DD/YYYY, and sends nothing', async () => {
  serve();
  const user = userEvent.setup();
  await act(() => i18n.changeLanguage('ne'));
  renderAt('/edit');
  const dob = await screen.findByLabelText(/जन्म मिति \(बि\.सं\./);
  await user.type(dob, '12/05/2047');
  await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
  const message = document.getElementById(dob.getAttribute('aria-describedby')!.split(' ').at(-1)!);
  expect(message).toHaveTextContent('जन्म मिति वर्ष-महिना-गते ढाँचामा वास्तविक बि.सं. मिति हुनुपर्छ, जस्तै २०४७-०५-१२');
  expect(message?.textContent).toContain('२०४७-०५-१२');
  expect(message?.textContent).not.toContain('MM/DD/YYYY');
  expect(requests.filter((r) => r.url === '/user/update')).toEqual([]);
});

it('refuses a cover over the limit with the limit in the page’s digits', async () => {
  serve();
  const user = userEvent.setup();
  renderAt('/edit');
  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
  await user.upload(await screen.findByLabelText('Change cover'), big);
  expect(snackTexts()).toEqual(['Please select cover image less than 2MB']);

  act(() => resetSession());
  loginAs(me);
  await act(() => i18n.changeLanguage('ne'));
  await user.upload(screen.getByLabelText('कभर बदल्नुहोस्'), big);
  expect(snackTexts()).toEqual(['कृपया २MB भन्दा सानो कभर तस्बिर छान्नुहोस्']);
});
