// From the package: bundled with the remotes that show times (`@kala/shared/remote-kit`).
import { useRelativeTime, useTranslation } from '@kala/shared';

/** A <time> saying how long ago ('3 days ago', from useRelativeTime), with the full date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const ago = useRelativeTime();
  const { i18n } = useTranslation();
  return (
    <time className={className} dateTime={iso} title={new Date(iso).toLocaleString(i18n.language)}>
      {ago(iso)}
    </time>
  );
}
