import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXHIBITION_MSG } from '@kala/shared/contracts/exhibitions/errors';
import { fakeNetwork, renderWithProviders, snackTexts } from '@kala/shared/testing';
import { makeItem, makeShow } from '../test/fixtures';
import { EnquiryForm } from './enquiry-form';
import '../i18n/exhibitions-i18n';

const show = makeShow('rooftops');
const item = makeItem(2);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Mira');
  await user.type(screen.getByLabelText('Email'), 'mira@kala.test');
  await user.type(screen.getByLabelText('Phone'), '9801234567');
  await user.type(screen.getByLabelText('Message'), 'Still available?');
}

it('shows every missing field under it and focuses the first, sending nothing', async () => {
  const user = userEvent.setup();
  const requests = fakeNetwork(() => ({ body: { status: 'success', message: 'ok' } }));
  renderWithProviders(<EnquiryForm show={show} item={item} onBack={() => undefined} onSent={() => undefined} />);
  await user.type(screen.getByLabelText('Email'), 'mira@');
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  for (const text of [EXHIBITION_MSG.nameRequired, EXHIBITION_MSG.emailInvalid, EXHIBITION_MSG.phoneRequired, EXHIBITION_MSG.messageRequired]) expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toHaveLength(0);
});

it('sends the enquiry with the work, its artist and its picture, and says so', async () => {
  const user = userEvent.setup();
  const sent = jest.fn();
  const requests = fakeNetwork(() => ({ body: { status: 'success', message: EXHIBITION_MSG.contactSent } }));
  renderWithProviders(<EnquiryForm show={show} item={item} onBack={() => undefined} onSent={sent} />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(sent).toHaveBeenCalled();
  expect(requests[0]).toMatchObject({ method: 'POST', url: '/exhibition/message' });
  expect(JSON.parse(String(requests[0].data))).toEqual({
    name: 'Mira', email: 'mira@kala.test', phone: '9801234567', message: 'Still available?',
    art: 'Work 2', artist: 'Aarati Shrestha', artImage: item.imageMain, exhibition: 'rooftops',
  });
  expect(snackTexts()).toContain(EXHIBITION_MSG.contactSent);
});

it("shows the spec's failure text and keeps the form when the server refuses", async () => {
  const user = userEvent.setup();
  const sent = jest.fn();
  fakeNetwork(() => ({ status: 500, body: { status: 'error', message: 'Something went wrong' } }));
  renderWithProviders(<EnquiryForm show={show} item={item} onBack={() => undefined} onSent={sent} />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  expect(snackTexts()).toContain(EXHIBITION_MSG.contactFailed);
  expect(sent).not.toHaveBeenCalled();
});
