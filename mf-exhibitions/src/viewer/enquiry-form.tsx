// Spec §7.2 contact form: name, email, phone and message, all required (the rules are @kala/shared's, the
// server's too), with the work, its artist and its picture attached. The spec's texts on success and failure.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, showSnack, useStore, sessionStore } from '@kala/shared';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, enquiryProblems, type EnquiryField, type EnquiryProblem, type Exhibition, type ExhibitionItem } from '@kala/shared/exhibitions';
import { FieldMessage } from '@kala/shared/forms';
import { sendEnquiry } from '../api/exhibitions-api';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './viewer.module.css';

const INPUT: Record<EnquiryField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { type: 'textarea', autoComplete: 'off' },
};

export function EnquiryForm({ show, item, onBack, onSent }: { show: Exhibition; item: ExhibitionItem; onBack: () => void; onSent: () => void }) {
  const { t } = useExhibitionsT();
  const id = useId();
  const user = useStore(sessionStore).user;
  const [values, setValues] = useState<Record<EnquiryField, string>>({ name: user?.name ?? '', email: user?.email ?? '', phone: '', message: '' });
  const [problems, setProblems] = useState<EnquiryProblem[]>([]);
  const enquiry = useMutation({
    mutationFn: () => sendEnquiry({ ...values, art: item.title, artist: show.artist.name, artImage: item.imageMain, exhibition: show.slug }),
    onSuccess: () => {
      showSnack(t('msg.contactSent'), { type: 'success' });
      onSent();
    },
    onError: () => void showSnack(t('msg.contactFailed'), { type: 'error' }),
  });
  const sending = enquiry.isPending;
  const inputs = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = enquiryProblems(values);
    setProblems(found);
    if (found.length > 0) {
      inputs.current[found[0].field]?.focus();
      return;
    }
    enquiry.mutate();
  };

  const field = (name: EnquiryField) => {
    const problem = problems.find((p) => p.field === name);
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      autoComplete: INPUT[name].autoComplete,
      maxLength: ENQUIRY_LIMITS[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-${name}-error` : undefined,
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        inputs.current[name] = el;
      },
      onChange: (ev: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: ev.target.value }));
        setProblems((list) => list.filter((p) => p.field !== name));
      },
    };
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={props.id}>{t(`enquiry.${name}`)}</label>
        {name === 'message' ? <textarea {...props} rows={4} placeholder={t('enquiry.placeholder')} /> : <input {...props} type={INPUT[name].type} />}
        {problem && (
          <FieldMessage id={`${id}-${name}-error`} field={name}>
            {t(`msg.${problem.key}`)}
          </FieldMessage>
        )}
      </div>
    );
  };

  return (
    <form className={styles.enquiry} onSubmit={submit} noValidate aria-label={t('enquiry.title')}>
      <div className={styles.attached}>
        <img src={item.thumb} alt="" width={64} height={64} />
        <span>{t('enquiry.about', { art: item.title, artist: show.artist.name })}</span>
      </div>
      {ENQUIRY_FIELDS.map(field)}
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={onBack}>
          {t('enquiry.back')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t('enquiry.sending') : t('enquiry.send')}
        </Button>
      </div>
    </form>
  );
}
