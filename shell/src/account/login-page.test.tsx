import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { snackStore } from '@kala/shared';
import { fakeNetwork, offline, snackTexts } from '@kala/shared/testing';
import { LoginPage } from './login-page';

beforeAll(() => fakeNetwork(offline));
afterEach(() => act(() => snackStore.set([])));

const messages = snackTexts;

test('register checks each field in the spec order before calling the server', async () => {
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Register Via Email' }));
  // The register form is its own chunk: it arrives when the tab is chosen.
  await screen.findByRole('button', { name: 'Register' });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  submit();
  expect(messages()).toEqual(['Full Name cannot be empty']);
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha' } });
  submit();
  expect(messages().at(-1)).toBe('Email cannot be empty');
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'a@b.np' } });
  submit();
  expect(messages().at(-1)).toBe('Password cannot be empty');
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc123' } });
  submit();
  expect(messages().at(-1)).toBe('Password Confirmation cannot be empty');
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'abc124' } });
  submit();
  expect(messages().at(-1)).toBe('Passwords do not match');
  expect(screen.getByText('Password must be at least 6 characters long and must contain at least one number')).toBeTruthy();
});
