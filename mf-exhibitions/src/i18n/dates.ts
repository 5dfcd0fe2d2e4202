import { useDates } from '@kala/shared/dates';
import { showDateOf } from '@kala/shared/exhibitions';
import { useExhibitionsT } from './exhibitions-i18n';

/** 'Nov 12 – Dec 22, 2026' in the reader's language (the shared formatter); an open-ended show says since when, an upcoming one when it opens. */
export function useShowDates(): (show: { startDate: string; endDate: string | null; state: string }) => string {
  const { t } = useExhibitionsT();
  const dates = useDates();
  return ({ startDate, endDate, state }) => {
    const start = showDateOf(startDate);
    if (state === 'upcoming') return t('list.opens', { date: dates.date(start) });
    return endDate ? dates.range(start, showDateOf(endDate)) : dates.date(start);
  };
}
