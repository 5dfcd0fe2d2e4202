import { useDates } from '@kala/shared/dates';
import { showDayOf } from '@kala/shared/exhibitions';
import { useExhibitionsT } from './exhibitions-i18n';

/**
 * The Nepal day of a show's start or end as a date in the reader's own zone (its noon): shows run by Nepal's
 * days, so a reader elsewhere sees the same days (a start at midnight in Kathmandu is the evening before in
 * London).
 */
function nepalDay(iso: string): Date {
  const [year, month, day] = showDayOf(iso).split('-').map(Number);
  return new Date(year!, month! - 1, day, 12);
}

/** 'Nov 12 – Dec 22, 2026' in the reader's language (the shared formatter); an open-ended show says since when, an upcoming one when it opens. */
export function useShowDates(): (show: { startDate: string; endDate: string | null; state: string }) => string {
  const { t } = useExhibitionsT();
  const dates = useDates();
  return ({ startDate, endDate, state }) => {
    const start = nepalDay(startDate);
    if (state === 'upcoming') return t('list.opens', { date: dates.date(start) });
    return endDate ? dates.range(start, nepalDay(endDate)) : dates.date(start);
  };
}
