// From the package: bundled with the remotes that show times (`@kala/shared/remote-kit`).
import { useDates, useWhen } from '../i18n/dates';

/** A <time> saying how long ago ('3 days ago') within a week and the date beyond (useWhen), the full date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const when = useWhen();
  const dates = useDates();
  return (
    <time className={className} dateTime={iso} title={dates.date(iso, { withTime: true })}>
      {when(iso)}
    </time>
  );
}
