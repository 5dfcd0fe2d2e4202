// From the package: bundled with the remotes (`@kala/shared/remote-kit`), over the page's one shared copy.
import { Button, useTranslation } from '@kala/shared';

/** A part of a page that failed to load, said in one line with a Retry link after it; the rest of the page stands. */
export function RetryLine({ className, text, onRetry }: { className?: string; text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className={className} role="alert">
      {text}{' '}
      <Button variant="link" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </p>
  );
}
