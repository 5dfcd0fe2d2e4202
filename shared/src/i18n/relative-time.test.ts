import { i18n } from './i18n';
import { elapsed, localDigits } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time', () => {
  it('picks the largest whole unit', () => {
    expect(elapsed(ago(30), now)).toBeNull();
    expect(elapsed(ago(90), now)).toEqual({ unit: 'minute', count: 1 });
    expect(elapsed(ago(3 * 86_400 + 5), now)).toEqual({ unit: 'day', count: 3 });
    expect(elapsed(ago(400 * 86_400), now)).toEqual({ unit: 'year', count: 1 });
    // A clock a little ahead of the server's is "just now", never "in the future".
    expect(elapsed(ago(-20), now)).toBeNull();
  });

  it('says it in Nepali with Devanagari digits, and in Chinese', async () => {
    expect(localDigits(2026, 'ne')).toBe('२०२६');
    expect(localDigits(12, 'zh')).toBe('12');
    await i18n.changeLanguage('ne');
    expect(i18n.t('time.day', { count: 3, n: localDigits(3, 'ne') })).toBe('३ दिन पहिले');
    await i18n.changeLanguage('zh');
    expect(i18n.t('time.day', { count: 3, n: '3' })).toBe('3 天前');
    await i18n.changeLanguage('en');
    expect(i18n.t('time.day', { count: 1, n: '1' })).toBe('1 day ago');
  });
});
