import { dobForCall, profileProblems } from './profile';

describe('the date of birth on Edit Information', () => {
  it('asks for MM/DD/YYYY when the Gregorian date is not a real one', () => {
    expect(profileProblems({ name: 'Asha', dob: '02/30/1990' })).toEqual([{ field: 'dob', key: 'dobInvalid' }]);
    expect(profileProblems({ name: 'Asha', dob: '02/28/1990' })).toEqual([]);
  });

  it('gives the Nepali Bikram Sambat field its own message, naming year-month-day, not MM/DD/YYYY', () => {
    // What the BS field keeps for a text that is no BS date ('!'), as the form sends it.
    expect(profileProblems({ name: 'Asha', dob: dobForCall('!') }, { bikramSambat: true })).toEqual([{ field: 'dob', key: 'dobInvalidBs' }]);
    expect(profileProblems({ name: 'Asha', dob: '08/28/1990' }, { bikramSambat: true })).toEqual([]);
    expect(profileProblems({ name: 'Asha', dob: '' }, { bikramSambat: true })).toEqual([]);
  });
});
