import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { MSG } from '../messages';
import { registerProblems, type RegisterField } from '../rules';
import { resetSession, snackTexts } from '../testing';
import { showSnack } from '../ui/snack';
import { useFieldErrors } from './use-field-errors';

afterEach(resetSession);

const FIELDS: readonly RegisterField[] = ['name', 'email', 'password', 'confirm-password'];

/** A register form built the way every form builds it. */
function Register() {
  const [form, setForm] = useState({ name: '', email: '', password: '', 'confirm-password': '' });
  const errors = useFieldErrors(FIELDS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    errors.show(registerProblems(form));
  };
  return (
    <form onSubmit={submit} noValidate>
      {FIELDS.map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input
            id={name}
            value={form[name]}
            onChange={(e) => {
              setForm((f) => ({ ...f, [name]: e.target.value }));
              errors.clear(name);
            }}
            {...errors.field(name, name === 'password' ? 'hint' : undefined)}
          />
          {errors.message(name)}
        </div>
      ))}
      <p id="hint">6 characters and a number</p>
      <button type="submit">Register</button>
    </form>
  );
}

const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('useFieldErrors', () => {
  it('shows every message by its field at once, focuses the first, and toasts only the first', async () => {
    const user = userEvent.setup();
    render(<Register />);
    await user.type(screen.getByLabelText('password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(describedBy('name')).toEqual([MSG.fullNameEmpty]);
    expect(describedBy('email')).toEqual([MSG.emailEmpty]);
    expect(describedBy('password')).toEqual(['6 characters and a number']);
    expect(describedBy('confirm-password')).toEqual([MSG.passwordConfirmEmpty]);
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('password').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(snackTexts()).toEqual([MSG.fullNameEmpty]);
  });

  it('drops a fixed field’s message and its toast; a second submit moves on to the next first field', async () => {
    const user = userEvent.setup();
    render(<Register />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(screen.getByLabelText('name'), 'Asha');
    expect(describedBy('name')).toEqual([]);
    expect(snackTexts()).toEqual([]);
    expect(describedBy('email')).toEqual([MSG.emailEmpty]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(snackTexts()).toEqual([MSG.emailEmpty]);
  });

  it('says the mismatch by the confirmation once both are typed', async () => {
    const user = userEvent.setup();
    render(<Register />);
    await user.type(screen.getByLabelText('name'), 'Asha');
    await user.type(screen.getByLabelText('email'), 'a@b.np');
    await user.type(screen.getByLabelText('password'), 'abc123');
    await user.type(screen.getByLabelText('confirm-password'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(describedBy('confirm-password')).toEqual([MSG.passwordsMismatch]);
    expect(document.activeElement).toBe(screen.getByLabelText('confirm-password'));
  });
});

describe('showSnack', () => {
  it('never stacks the same message: the one on screen stays, the same id comes back', () => {
    let first = 0;
    let again = 0;
    act(() => {
      first = showSnack(MSG.emailNotFound, { type: 'error' });
      again = showSnack(MSG.emailNotFound, { type: 'error' });
      showSnack(MSG.checkYourEmail, { type: 'success' });
    });
    expect(again).toBe(first);
    expect(snackTexts()).toEqual([MSG.emailNotFound, MSG.checkYourEmail]);
  });
});
