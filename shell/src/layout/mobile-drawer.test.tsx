import { lazy, Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Header } from './header';

// A page whose chunk is still on its way: the router keeps showing the page before while the address bar is
// already at the new one (it moves between pages in a transition), as on a slow phone.
let arrive: () => void = () => undefined;
const SlowPage = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>Search results</h1> });
    }),
);

test('☰ pressed while the next page is still loading: the menu stays open when that page arrives, and a link in it still closes it', async () => {
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <Header />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<Link to="/search/thangka">Find thangka</Link>} />
          <Route path="/search/:q" element={<SlowPage />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Find thangka' }));
  expect(window.location.pathname).toBe('/search/thangka');
  expect(screen.queryByRole('heading', { name: 'Search results' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Search results' })).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(menu);

  fireEvent.click(within(menu).getByRole('link', { name: 'Store' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});
