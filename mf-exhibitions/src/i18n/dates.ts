import { useExhibitionsT } from './exhibitions-i18n';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** '12 Nov – 22 Dec 2026' in the reader's language; an open-ended show says since when, an upcoming one when it opens. */
export function useShowDates(): (show: { startDate: string; endDate: string | null; state: string }) => string {
  const { t, i18n } = useExhibitionsT();
  const format = new Intl.DateTimeFormat(i18n.language, DAY);
  return ({ startDate, endDate, state }) => {
    const start = new Date(startDate);
    if (state === 'upcoming') return t('list.opens', { date: format.format(start) });
    return endDate ? format.formatRange(start, new Date(endDate)) : format.format(start);
  };
}
