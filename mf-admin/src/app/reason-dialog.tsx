// Confirms an operator action and asks for its reason (kept in the audit log; told to the person when the
// action says so). The kit's Modal: focus kept inside, Escape closes, focus back to the opener.
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@kala/shared';
import { FormButtons } from '@kala/shared/remote-kit';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './console.module.css';

export interface ReasonDialogProps {
  title: string;
  confirm: string;
  /** A reason must be typed (a rejection the applicant reads). */
  required?: boolean;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ title, confirm, required = false, busy = false, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useAdminT();
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Modal open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={id}>{t('common.reason')}</label>
        <textarea id={id} data-autofocus value={reason} required={required} maxLength={2000} rows={3} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
        <small id={`${id}-hint`}>{t('common.reasonHint')}</small>
        <FormButtons className={styles.actions} cancel={{ label: t('common.cancel'), onClick: onClose }} submit={confirm} busy={busy || (required && reason.trim() === '')} />
      </form>
    </Modal>
  );
}
