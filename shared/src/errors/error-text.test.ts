import { ACCOUNT_CODED } from '../account-messages';
import { ALERT_CODED } from '../alerts';
import { ApiError } from '../api/client';
import { CHAT_CODED } from '../chat-messages';
import { COMMERCE_CODED } from '../commerce/messages';
import { EXHIBITION_CODED } from '../exhibitions';
import { i18n } from '../i18n/i18n';
import { MSG_CODED } from '../messages';
import { keyOfCode, textKeyOfCode, withValues } from './coded';
import { errorText, wordedText } from './error-text';

const TABLES = [MSG_CODED, ACCOUNT_CODED, CHAT_CODED, COMMERCE_CODED, EXHIBITION_CODED, ALERT_CODED];

test('every code is unique, <domain>.<key>, and names where its translation lives', () => {
  const codes = TABLES.flatMap((table) => Object.values(table).map((text) => text.code));
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) {
    expect(code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    expect(textKeyOfCode(code)).toMatch(/^[a-zA-Z]+:[a-z]+\.[A-Za-z]+$/);
  }
  expect(keyOfCode(MSG_CODED.emailTaken.code, 'common')).toBe('emailTaken');
  expect(keyOfCode(COMMERCE_CODED.soldOut.code, 'common')).toBeUndefined();
});

test('a server answer is shown by its code in the reader’s language, with the values it was filled with', async () => {
  const tooMany = withValues(MSG_CODED.artworkTooManyImages, { n: 6 });
  expect(tooMany).toEqual({ code: 'common.artworkTooManyImages', message: 'You can only upload 6 images', values: { n: 6 } });
  const answer = new ApiError(tooMany.message, 'error', 400, { status: 'error', ...tooMany });
  expect(errorText(answer, MSG_CODED.somethingWrong)).toBe('You can only upload 6 images');
  await i18n.changeLanguage('ne');
  try {
    const nepali = errorText(answer, MSG_CODED.somethingWrong);
    expect(nepali).not.toBe(tooMany.message);
    expect(nepali).toContain('६'); // the value, in Devanagari digits
    // Not an answer (a bug, a rejected promise): the fallback, translated.
    expect(errorText(new Error('boom'), MSG_CODED.somethingWrong)).toBe(i18n.t('msg.somethingWrong'));
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('a text without a code, or of a namespace not loaded, shows its own words', () => {
  expect(wordedText({ message: 'An operator cannot be suspended' })).toBe('An operator cannot be suspended');
  expect(wordedText(COMMERCE_CODED.soldOut)).toBe(COMMERCE_CODED.soldOut.message);
});

test('a list of problems keeps each code beside its message', () => {
  const body = { status: 'validate-error', message: [MSG_CODED.emailTaken.message, MSG_CODED.passwordRule.message], code: [MSG_CODED.emailTaken.code, MSG_CODED.passwordRule.code] };
  const error = new ApiError(body.message[0]!, body.status, 400, body);
  expect(error.code).toBe('common.emailTaken');
  expect(error.texts.map((t) => t.code)).toEqual(['common.emailTaken', 'common.passwordRule']);
});
