import { act, render } from '@testing-library/react';
import { i18n, useTranslation } from '../i18n/i18n';
import { useDocumentTitle } from './use-document-title';

function ArtworkTitle({ name }: { name?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(name, name && t('card.by', { name: 'Asha' }));
  return null;
}

afterEach(() => act(() => void i18n.changeLanguage('en')));

test('the parts, most specific first, then the site; nothing known yet is the site’s own title', () => {
  const { rerender } = render(<ArtworkTitle />);
  expect(document.title).toBe('Kala — Art from the studios of Nepal');
  rerender(<ArtworkTitle name="Red Tara" />);
  expect(document.title).toBe('Red Tara · by Asha — Kala');
});

test('the title follows the language', async () => {
  render(<ArtworkTitle name="Red Tara" />);
  await act(() => i18n.changeLanguage('ne'));
  expect(document.title).toBe(`Red Tara · ${i18n.t('card.by', { name: 'Asha' })} — ${i18n.t('common.appName')}`);
  expect(document.title).toContain('द्वारा');
});
