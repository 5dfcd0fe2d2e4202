import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Translator, type Texts } from './translator';
import { translationHook } from './use-translation';

const texts: Record<string, Texts> = { ne: { empty: 'खाली' }, zh: { empty: '空' } };

test('a component shows its namespace in the page’s language, waits for one not yet in, and follows a change', async () => {
  const arrived: Record<string, () => void> = {};
  const i18n = new Translator('en', { english: { empty: 'Empty' }, load: async (language) => texts[language]! }, String);
  const useTranslation = translationHook(i18n);
  function Shelf() {
    const { t } = useTranslation(['shop', 'translation']);
    return <p>{`${t('title')} · ${t('empty')}`}</p>;
  }
  render(<Suspense fallback={<p>waiting</p>}><Shelf /></Suspense>);
  expect(screen.getByText('title · Empty')).toBeTruthy();

  await act(() => i18n.changeLanguage('ne'));
  expect(screen.getByText('title · खाली')).toBeTruthy();

  // A namespace registered later (a lazy dialog's, say): the page's Nepali is fetched, the component waits.
  act(() => i18n.register('shop', { title: 'Shop' }, (language) => new Promise((resolve) => (arrived[language] = () => resolve({ title: 'पसल' })))));
  expect(screen.getByText('waiting')).toBeTruthy();
  await act(async () => arrived.ne!());
  expect(screen.getByText('पसल · खाली')).toBeTruthy();
});

test('a namespace arriving renders again only the components that read it', async () => {
  const i18n = new Translator('ne', { english: { empty: 'Empty' }, load: async (language) => texts[language]! }, String);
  await i18n.initialized;
  const useTranslation = translationHook(i18n);
  const renders = { page: 0, dialog: 0 };
  function Page() {
    renders.page += 1;
    return <p>{useTranslation().t('empty')}</p>;
  }
  function Dialog() {
    renders.dialog += 1;
    return <p>{useTranslation(['dialog']).t('title')}</p>;
  }
  render(<Suspense fallback={<p>waiting</p>}><Page /><Dialog /></Suspense>);
  expect(screen.getByText('खाली')).toBeTruthy();
  const before = { ...renders };
  await act(async () => {
    i18n.register('dialog', { title: 'Report' }, async () => ({ title: 'रिपोर्ट' }));
    await i18n.loadNamespaces('dialog');
  });
  expect(screen.getByText('रिपोर्ट')).toBeTruthy();
  expect(renders.page).toBe(before.page);
  expect(renders.dialog).toBeGreaterThan(before.dialog);
});
