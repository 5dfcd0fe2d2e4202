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
  // Each field filled in turn, then the next problem in the spec order.
  const steps: [label: string, value: string, next: string][] = [
    ['Full Name', 'Asha', 'Email cannot be empty'],
    ['Email Address', 'a@b.np', 'Password cannot be empty'],
    ['Password', 'abc123', 'Password Confirmation cannot be empty'],
    ['Confirm Password', 'abc124', 'Passwords do not match'],
  ];
  for (const [label, value, next] of steps) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    submit();
    expect(messages().at(-1)).toBe(next);
  }
  expect(screen.getByText('Password must be at least 6 characters long and must contain at least one number')).toBeTruthy();
});
