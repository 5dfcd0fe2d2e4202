import type { ReactNode } from 'react';
// From the package: bundled with the remotes (`@kala/shared/remote-kit`), over the page's one shared copy.
import { Button } from '@kala/shared';

export interface FormButtonsProps {
  /** The row's class: each form lays its buttons out in its own way. */
  className?: string;
  /** The submit button's words. */
  submit: ReactNode;
  /** The submit button is disabled (the request runs, or the form cannot be sent yet). */
  busy?: boolean;
  /** A secondary Cancel before it (a dialog's), with what it does. */
  cancel?: { label: ReactNode; onClick: () => void };
}

/** The end of a form: its submit button, after a Cancel where the form can be left (a dialog's). */
export function FormButtons({ className, submit, busy = false, cancel }: FormButtonsProps) {
  return (
    <div className={className}>
      {cancel && (
        <Button variant="secondary" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}
