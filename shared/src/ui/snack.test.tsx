import { act, render, screen, within } from '@testing-library/react';
import { Modal } from './dialog';
import { SnackHost, showSnack, snackStore } from './snack';

afterEach(() => act(() => snackStore.set([])));

test('a third toast takes the place of the oldest: two at most', () => {
  render(<SnackHost />);
  act(() => void showSnack('One'));
  act(() => void showSnack('Two'));
  act(() => void showSnack('Three'));
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Two×', 'Three×']);
});

test('while a dialog is open the toasts are inside it (a modal dialog leaves nothing else usable), and back after', () => {
  const { rerender } = render(
    <>
      <SnackHost />
      <Modal open title="New group" onClose={() => undefined}>
        <p>Name</p>
      </Modal>
    </>,
  );
  act(() => void showSnack('Choose at least two people', { type: 'error' }));
  expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain('Choose at least two people');
  rerender(<SnackHost />);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('alert').textContent).toContain('Choose at least two people');
});
