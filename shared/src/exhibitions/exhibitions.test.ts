import { enquiryProblems, showDayOf, showTimeOf, stateAt } from './index';

describe("a show's days are Nepal's (UTC+5:45)", () => {
  it('starts at the first moment of its start day there and ends at the last of its end day', () => {
    expect(showTimeOf('2026-05-01', 'start').toISOString()).toBe('2026-04-30T18:15:00.000Z');
    expect(showTimeOf('2026-05-31', 'end').toISOString()).toBe('2026-05-31T18:14:59.999Z');
    // A full time (the command line, an API client) is taken as it is; anything else is no date.
    expect(showTimeOf('2026-05-31T12:00:00Z', 'end').toISOString()).toBe('2026-05-31T12:00:00.000Z');
    expect(Number.isNaN(showTimeOf('soon', 'start').getTime())).toBe(true);
  });

  it('is still on at 8 in the morning of its last day in Kathmandu, and a one-day show is on all that day', () => {
    const lastDayMorning = new Date('2026-05-31T08:00:00+05:45');
    expect(stateAt(showTimeOf('2026-05-01', 'start'), showTimeOf('2026-05-31', 'end'), lastDayMorning)).toBe('current');
    expect(stateAt(showTimeOf('2026-05-31', 'start'), showTimeOf('2026-05-31', 'end'), new Date('2026-05-31T23:30:00+05:45'))).toBe('current');
    expect(stateAt(showTimeOf('2026-05-31', 'start'), showTimeOf('2026-05-31', 'end'), new Date('2026-06-01T00:00:00+05:45'))).toBe('previous');
  });

  it('reads back the days the console sent, whatever the zone of the machine', () => {
    expect(showDayOf(showTimeOf('2026-05-01', 'start').toISOString())).toBe('2026-05-01');
    expect(showDayOf(showTimeOf('2026-05-31', 'end').toISOString())).toBe('2026-05-31');
  });
});

it('takes a phone number typed in Devanagari digits, and still refuses words', () => {
  const enquiry = { name: 'Asha', email: 'asha@kala.test', message: 'Is it still available?' };
  expect(enquiryProblems({ ...enquiry, phone: '९८४१२३४५६७' })).toEqual([]);
  expect(enquiryProblems({ ...enquiry, phone: 'call me' })).toEqual([{ field: 'phone', key: 'phoneInvalid' }]);
});
