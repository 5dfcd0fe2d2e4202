import { act, renderHook } from '@testing-library/react';
import { i18n } from './i18n';
import { useCategoryName } from './use-category-name';

afterEach(() => act(() => void i18n.changeLanguage('en')));

test("a category is named by its slug in the visitor's language, by the server's name when unknown", async () => {
  const { result } = renderHook(() => useCategoryName());
  expect(result.current({ slug: 'watercolour', name: 'Watercolour' })).toBe('Watercolour');
  await act(() => i18n.changeLanguage('ne'));
  expect(result.current({ slug: 'watercolour', name: 'Watercolour' })).toBe('जलरङ');
  expect(result.current({ slug: 'textile', name: 'Textile' })).toBe('Textile');
});
