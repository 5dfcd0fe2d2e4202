import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Modal } from './dialog';

/** Like 'Add to cart': the button is disabled while its request runs, so focus has left it when the dialog opens. */
function AddToCart() {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const add = () => {
    setBusy(true);
    setTimeout(() => act(() => (setBusy(false), setAdded(true))));
  };
  return (
    <>
      <Button onClick={add} disabled={busy}>
        Add to cart
      </Button>
      <Modal open={added} title="Artwork has been added to cart" onClose={() => setAdded(false)}>
        <Button onClick={() => setAdded(false)}>Continue</Button>
        <Button data-autofocus>Go To Cart</Button>
      </Modal>
    </>
  );
}

async function openDialog() {
  render(<AddToCart />);
  const opener = screen.getByRole('button', { name: 'Add to cart' });
  opener.focus();
  fireEvent.click(opener);
  (document.activeElement as HTMLElement).blur(); // what a browser does to a focused button that gets disabled
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Artwork has been added to cart' }) };
}

test('a dialog is announced as modal and named by its title; the marked button takes focus', async () => {
  const { dialog } = await openDialog();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go To Cart' }));
});

test('closing it gives focus back to what opened it, even when focus had left that button', async () => {
  const { opener } = await openDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('Escape (the dialog cancel) closes it and gives focus back too', async () => {
  const { opener, dialog } = await openDialog();
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
