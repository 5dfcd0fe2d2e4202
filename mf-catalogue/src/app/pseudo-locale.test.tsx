// Adding a language is a folder of JSON files in each package and one line in LANGUAGE_NAMES (issue 22 §4).
// This test adds a pseudo-locale exactly that way (the kit writes `locales/qps/` beside every English; the
// mock below is the one line) and renders pages in it: a text still in English was not a text resource.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGES, session } from '@kala/shared';
import { englishTexts, fakeNetwork, loginAs, makeUser, pseudoText, writePseudoLocale } from '@kala/shared/testing';
import { categories, listingPage } from '../test/fixtures';
import { renderAt } from '../test/render';

jest.mock('../../../shared/src/constants', () => {
  const actual = jest.requireActual('../../../shared/src/constants');
  const LANGUAGE_NAMES = { ...actual.LANGUAGE_NAMES, qps: 'Pseudo' };
  return { ...actual, LANGUAGE_NAMES, LANGUAGES: Object.keys(LANGUAGE_NAMES) };
});

let removePseudoLocale = () => {};
beforeAll(async () => {
  removePseudoLocale = writePseudoLocale('qps');
  await act(() => i18n.changeLanguage('qps'));
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
  removePseudoLocale();
});
afterEach(() => session.logout());

/** The page's texts that are English resources: each one a text the page should have shown translated. */
const englishShown = (root: HTMLElement) => {
  const english = englishTexts();
  const shown = [...root.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim()));
  const labels = [...root.querySelectorAll('[aria-label],[placeholder]')].flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder')]);
  return [...shown, ...labels].filter((text): text is string => !!text && english.has(text));
};

test('the pseudo-locale is one of the languages, loaded like any other', () => {
  expect(LANGUAGES).toContain('qps');
  expect(i18n.t('common.loading')).toBe(pseudoText('Loading…'));
});

test('the gallery reads in it: its own texts, shared texts and the category names', async () => {
  fakeNetwork(({ url }) => (url === '/categories' ? { body: { status: 'success', message: categories } } : { body: listingPage(1, 3, 3) }));
  const { container } = renderAt('/gallery/painting');
  const nav = await screen.findByRole('navigation', { name: pseudoText('Categories') });
  await within(nav).findByRole('link', { name: pseudoText('Photography') });
  expect(await screen.findAllByTestId('artwork-card')).toHaveLength(3);
  expect(englishShown(container)).toEqual([]);
});

test('the upload form reads in it, and so do the rules it checks', async () => {
  fakeNetwork(({ url }) => (url === '/categories' ? { body: { status: 'success', message: categories } } : { status: 404, body: { status: 'not-found', message: 'Not found' } }));
  loginAs(makeUser({ _id: 'a1', id: 'a1', name: 'Sita Shrestha', slug: 'sita-shrestha', role: 11 }));
  const user = userEvent.setup();
  const { container } = renderAt('/upload');
  await screen.findByRole('heading', { level: 1, name: pseudoText('Upload Artwork') });
  await user.click(screen.getByRole('button', { name: pseudoText('Upload') }));
  expect(await screen.findByText(pseudoText('Name is required'))).toBeInTheDocument();
  expect(englishShown(container)).toEqual([]);
});
