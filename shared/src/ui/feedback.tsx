import { useTranslation } from '../i18n/i18n';
import { Button } from './button';
import styles from './feedback.module.css';

/** Shown in a remote's region when it fails to load or throws; the rest of the page keeps working. */
export function ErrorPanel({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} role="alert" data-testid="remote-error">
      <h2>{t('common.remoteFailed')}</h2>
      <p>{t('common.remoteFailedHint')}</p>
      {detail && <p hidden>{detail}</p>}
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </section>
  );
}

export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <div className={styles.spinner} />
      <span className="kala-visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
