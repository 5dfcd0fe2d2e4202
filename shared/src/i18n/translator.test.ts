import { Translator, type Texts } from './translator';

const en: Texts = { cart: { items_one: '{{count}} item', items_other: '{{count}} items', empty: 'Empty' }, hello: 'Hello {{name}}', only: 'English only' };
const ne: Texts = { cart: { items_one: '{{count}} वस्तु', items_other: '{{count}} वस्तुहरू', empty: 'खाली' }, hello: 'नमस्ते {{name}}' };
const zh: Texts = { cart: { items_other: '{{count}} 件' } };
const digits = (value: unknown, language: string) => (typeof value === 'number' ? value.toLocaleString(language === 'ne' ? 'ne-u-nu-deva' : language) : String(value));

function translator(load: (language: string) => Promise<Texts> = async (language) => ({ ne, zh })[language]!) {
  return new Translator('en', { english: en, load }, digits);
}

test('plurals by the language’s rules, values in its digits, English where the language has no text', async () => {
  const i18n = translator();
  expect(i18n.t('cart.items', { count: 1 })).toBe('1 item');
  expect(i18n.t('cart.items', { count: 12 })).toBe('12 items');
  await i18n.changeLanguage('ne');
  expect(i18n.language).toBe('ne');
  expect(i18n.t('cart.items', { count: 1 })).toBe('१ वस्तु');
  expect(i18n.t('cart.items', { count: 12 })).toBe('१२ वस्तुहरू');
  expect(i18n.t('hello', { name: 'Sita' })).toBe('नमस्ते Sita');
  expect(i18n.t('only')).toBe('English only');
  await i18n.changeLanguage('zh');
  // Chinese has one form; a key it lacks falls back to English's form for the count.
  expect(i18n.t('cart.items', { count: 1 })).toBe('1 件');
  expect(i18n.t('cart.empty')).toBe('Empty');
  expect(i18n.t('cart.items', { count: 3, lng: 'en' })).toBe('3 items');
});

test('namespaces are read in turn; ns: and a default value; a missing key says itself, a missing value nothing', async () => {
  const i18n = translator();
  i18n.register('shop', { empty: 'No works yet', hello: 'Welcome {{name}}' }, async () => ({ empty: 'अहिले कुनै कृति छैन' }));
  const t = i18n.fixedT(['shop', 'translation']);
  expect(t('empty')).toBe('No works yet');
  expect(t('only')).toBe('English only');
  expect(t('translation:cart.empty')).toBe('Empty');
  expect(i18n.t('empty', { ns: 'shop' })).toBe('No works yet');
  expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  expect(i18n.t('shop:nowhere')).toBe('nowhere');
  expect(i18n.t('nowhere', { defaultValue: 'Said {{n}}', n: 2 })).toBe('Said 2');
  expect(t('hello')).toBe('Welcome ');
  expect(i18n.exists('cart.empty')).toBe(true);
  expect(i18n.exists('shop:empty')).toBe(true);
  expect(i18n.exists('cart.full')).toBe(false);
  await i18n.changeLanguage('ne');
  expect(t('empty')).toBe('अहिले कुनै कृति छैन');
  expect(i18n.hasResourceBundle('ne', 'shop')).toBe(true);
});

test('a language whose texts cannot be fetched shows English, and is asked for again on the next change', async () => {
  let offline = true;
  const i18n = translator(async (language) => {
    if (offline) throw new Error('offline');
    return ({ ne, zh })[language]!;
  });
  await i18n.changeLanguage('ne');
  expect(i18n.language).toBe('ne');
  expect(i18n.hasLoaded(['translation'])).toBe(true);
  expect(i18n.t('cart.empty')).toBe('Empty');
  offline = false;
  await i18n.changeLanguage('en');
  await i18n.changeLanguage('ne');
  expect(i18n.t('cart.empty')).toBe('खाली');
});

test('the last language asked for wins, and listeners hear each change once it is in', async () => {
  const arrived: Record<string, () => void> = {};
  const i18n = translator((language) => new Promise((resolve) => (arrived[language] = () => resolve(({ ne, zh })[language]!))));
  const heard: string[] = [];
  i18n.subscribe(() => heard.push(i18n.language));
  const toNe = i18n.changeLanguage('ne');
  const toZh = i18n.changeLanguage('zh');
  expect(i18n.language).toBe('en');
  arrived.zh!();
  await toZh;
  arrived.ne!();
  await toNe;
  expect(i18n.language).toBe('zh');
  expect(heard.at(-1)).toBe('zh');
  expect(i18n.t('cart.items', { count: 2 })).toBe('2 件');
});
