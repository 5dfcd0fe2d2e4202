// From the package: bundled with the remotes that show times (`@kala/shared/remote-kit`).
import { useFormat, useRelativeTime } from '@kala/shared';

/** A <time> saying how long ago ('3 days ago', from useRelativeTime), with the full date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const ago = useRelativeTime();
  const format = useFormat();
  return (
    <time className={className} dateTime={iso} title={format.date(iso, { withTime: true })}>
      {ago(iso)}
    </time>
  );
}
