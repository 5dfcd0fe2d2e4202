// The report dialog of spec §2: the report categories as choices, a 'write reason' field only for the
// category 'other' (its fixed id), Submit and Cancel. Used for posts, artworks and profiles. Render it when
// the visitor asks to report (each opening starts with nothing chosen). Each option reads in the visitor's
// language ('reportReasons' by its slug; the server's English name for one they do not know).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
// From the package: bundled with the remotes that report (`@kala/shared/remote-kit`), over the page's one
// shared copy (session, api, snack, dialogs).
import { answerOr, registerTexts, api, Modal, MSG_CODED, REPORT_OTHER_ID, REPORT_REASON_MAX, type ReportTarget, showSnack, useTranslation, type Worded } from '@kala/shared';
import type { ReportCategory } from '../constants';
import { FormButtons } from '../ui/form-buttons';
import reasonsEn from '../../locales/en/reportReasons.json';
import styles from './report-dialog.module.css';

registerTexts('reportReasons', reasonsEn, (language) => import(`../../locales/${language}/reportReasons.json`));

export interface ReportDialogProps {
  open: boolean;
  /** feed (a post), product (an artwork) or user (a profile). */
  target: ReportTarget;
  id: string;
  onClose: () => void;
}

let categories: Promise<ReportCategory[]> | null = null;
/** The options change rarely: fetched once per page. */
const loadCategories = () =>
  (categories ??= api.get<{ message: ReportCategory[] }>('/report/categories').then(
    ({ data }) => data.message,
    (err: unknown) => {
      categories = null;
      throw err;
    },
  ));

export function ReportDialog({ open, target, id, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ReportCategory[] | null>(null);
  const [category, setCategory] = useState('');
  const [reason, setReason] = useState('');
  const reasonId = useId();

  useEffect(() => {
    if (!open) return;
    loadCategories().then(setOptions, () => showSnack(MSG_CODED.somethingWrong, { type: 'error' }));
  }, [open]);

  const send = useMutation({
    mutationFn: async () => (await api.post<Worded>(`/report/${target}/${encodeURIComponent(id)}`, { category, content: reason }, { requireAuth: true })).data,
    onSuccess: (answer) => {
      showSnack(answer, { type: 'success' });
      onClose();
    },
    onError: (err) => void showSnack(answerOr(err, MSG_CODED.somethingWrong), { type: 'error' }),
  });
  const sending = send.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!category) return void showSnack(t('msg.reportSelectOption'), { type: 'error' });
    send.mutate();
  };

  return (
    <Modal open={open} title={t('report.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <fieldset className={styles.options}>
          <legend className="kala-visually-hidden">{t('report.options')}</legend>
          {(options ?? []).map((o) => (
            <label key={o._id} className={styles.option}>
              <input type="radio" name="report-category" value={o._id} checked={category === o._id} onChange={() => setCategory(o._id)} />
              {t(o.slug, { ns: 'reportReasons', defaultValue: o.name })}
            </label>
          ))}
        </fieldset>
        {category === REPORT_OTHER_ID && (
          <div className={styles.reason}>
            <label htmlFor={reasonId}>{t('report.reason')}</label>
            <textarea id={reasonId} rows={3} maxLength={REPORT_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        <FormButtons className={styles.actions} cancel={{ label: t('common.cancel'), onClick: onClose }} submit={t('common.submit')} busy={sending} />
      </form>
    </Modal>
  );
}
