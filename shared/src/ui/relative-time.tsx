// From the package: bundled with the remotes that show times (`@kala/shared/remote-kit`).
import { useRelativeTime } from '@kala/shared';
import { useDates } from '../i18n/dates';

/** A <time> saying how long ago ('3 days ago', from useRelativeTime), with the full date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const ago = useRelativeTime();
  const dates = useDates();
  return (
    <time className={className} dateTime={iso} title={dates.date(iso, { withTime: true })}>
      {ago(iso)}
    </time>
  );
}
