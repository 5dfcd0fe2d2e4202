import { useTranslation } from '../i18n/i18n';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** '3 hours ago' in the reader's language, from an ISO date. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

/** A <time> saying how long ago, with the full date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time className={className} dateTime={iso} title={new Date(iso).toLocaleString(i18n.language)}>
      {relativeTime(iso, i18n.language)}
    </time>
  );
}
