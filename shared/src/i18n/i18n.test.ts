import { i18n } from './i18n';

test('English is bundled; Nepali and Chinese load when they become the language, before the change resolves', async () => {
  expect(i18n.isInitialized).toBe(true);
  expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  expect(i18n.hasResourceBundle('ne', 'translation')).toBe(false);
  expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
  await i18n.changeLanguage('ne');
  expect(i18n.hasResourceBundle('ne', 'translation')).toBe(true);
  expect(i18n.t('common.loading')).not.toBe(i18n.t('common.loading', { lng: 'en' }));
  await i18n.changeLanguage('en');
});
