import { ACCOUNT_CODED } from '../contracts/people/errors';
import { ALERT_CODED } from '../alerts';
import { ApiError } from '../api/client';
import { CHAT_CODED } from '../contracts/chat/errors';
import { COMMERCE_CODED } from '../contracts/commerce/errors';
import { EXHIBITION_CODED } from '../contracts/exhibitions/errors';
import { i18n } from '../i18n/i18n';
import { MSG_CODED } from '../messages';
import { keyOfCode, textKeyOfCode, withValues } from './coded';
import { errorText, wordedText } from './error-text';
// Each domain's texts module registers the namespace that translates its codes, as a remote does by loading it.
import '../alerts/alert-texts';
import '../contracts/chat/texts';
import '../contracts/commerce/texts';
import '../contracts/exhibitions/texts';
import '../contracts/people/texts';

const TABLES = [MSG_CODED, ACCOUNT_CODED, CHAT_CODED, COMMERCE_CODED, EXHIBITION_CODED, ALERT_CODED];

test('every code is unique, <domain>.<key>, and its registered namespace translates it', () => {
  const codes = TABLES.flatMap((table) => Object.values(table).map((text) => text.code));
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) {
    expect(code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    expect(textKeyOfCode(code)).toMatch(/^[a-zA-Z]+:[a-z]+\.[A-Za-z]+$/);
    expect(i18n.exists(textKeyOfCode(code)!, { lng: 'en' })).toBe(true);
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
  // A domain whose texts module has not loaded (its remote is not on the page): the English it came with.
  expect(textKeyOfCode('auctions.closed')).toBeUndefined();
  expect(wordedText({ code: 'auctions.closed', message: 'The auction has closed' })).toBe('The auction has closed');
});

test('a list of problems keeps each code beside its message', () => {
  const body = { status: 'validate-error', message: [MSG_CODED.emailTaken.message, MSG_CODED.passwordRule.message], code: [MSG_CODED.emailTaken.code, MSG_CODED.passwordRule.code] };
  const error = new ApiError(body.message[0]!, body.status, 400, body);
  expect(error.code).toBe('common.emailTaken');
  expect(error.texts.map((t) => t.code)).toEqual(['common.emailTaken', 'common.passwordRule']);
});
