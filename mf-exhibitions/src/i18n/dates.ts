import { useFormat } from '@kala/shared';
import { useExhibitionsT } from './exhibitions-i18n';

/** 'Nov 12 – Dec 22, 2026' in the reader's language (the shared formatter); an open-ended show says since when, an upcoming one when it opens. */
export function useShowDates(): (show: { startDate: string; endDate: string | null; state: string }) => string {
  const { t } = useExhibitionsT();
  const format = useFormat();
  return ({ startDate, endDate, state }) => {
    if (state === 'upcoming') return t('list.opens', { date: format.date(startDate) });
    return endDate ? format.dateRange(startDate, endDate) : format.date(startDate);
  };
}
