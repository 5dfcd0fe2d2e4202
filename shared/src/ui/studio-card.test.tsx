import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import type { StudioCard } from '../contracts/catalogue';
import { FollowButton, type FollowCheck } from '../follow/follow-button';
import { createQueryClient } from '../query/query-client';
import { fakeNetwork, loginAs, makeAuthor, makeUser, renderWithProviders, resetSession } from '../testing';
import { StudioCardView } from './studio-card';

const studio = (n: number): StudioCard => ({
  ...makeAuthor(n),
  followsCount: 10,
  productsCount: 3,
  categories: [],
  biography: '',
  private: false,
  products: [],
  followState: 'none',
});

// The studios page's pages (an infinite query's shape) and home's Trending row (a plain list), as cached.
const studiosKey = ['discovery', 'studios', 'followers', 'all', 'me'];
const trendingKey = ['discovery', 'trending-studios', 'me'];
const studiosPage = jest.fn(() => ({ pages: [{ studios: [studio(1), studio(2)], total: 2 }], pageParams: [0] }));

function StudiosList() {
  const list = useQuery({ queryKey: studiosKey, queryFn: studiosPage });
  const studios = list.data?.pages.flatMap((p) => p.studios) ?? [];
  return (
    <ul aria-label="Studios">
      {studios.map((s) => (
        <li key={s._id}>
          <StudioCardView studio={s} />
        </li>
      ))}
    </ul>
  );
}
function TrendingRow() {
  const row = useQuery({ queryKey: trendingKey, queryFn: () => [studio(1)] });
  return (
    <ul aria-label="Trending">
      {row.data?.map((s) => (
        <li key={s._id}>
          <StudioCardView studio={s} />
        </li>
      ))}
    </ul>
  );
}
function ProfilePage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

afterEach(() => resetSession());

test('a follow on a studio card is still there after Back, and in every cached list of that studio', async () => {
  loginAs(makeUser({ _id: 'me' }));
  const calls = fakeNetwork(() => ({ body: { status: 'success' } }));
  // The app's client: lists stay fresh for a minute, so Back shows the cache and asks nothing; it hears the
  // button's follow on the bus.
  const queryClient = createQueryClient();
  queryClient.setQueryData(trendingKey, [studio(1)]);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/studios" element={<StudiosList />} />
        <Route path="/home" element={<TrendingRow />} />
        <Route path="*" element={<ProfilePage />} />
      </Routes>
      <Link to="/home">Home</Link>
    </>,
    { url: '/studios', queryClient },
  );
  const card = (list: string) => within(screen.getByRole('list', { name: list })).getByRole('article', { name: 'Studio 1' });

  // Follow Studio 1, open its profile, come Back: the card is mounted again from the cache.
  fireEvent.click(await within(await screen.findByRole('article', { name: 'Studio 1' })).findByRole('button', { name: 'Follow' }));
  expect(await within(card('Studios')).findByRole('button', { name: 'Following' })).toBeTruthy();
  expect(within(card('Studios')).getByTestId('studio-stats')).toHaveTextContent('11 Followers');
  fireEvent.click(within(card('Studios')).getByRole('link', { name: 'Profile' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  await screen.findByRole('list', { name: 'Studios' });
  expect(within(card('Studios')).getByRole('button', { name: 'Following' })).toBeTruthy();
  expect(within(card('Studios')).getByTestId('studio-stats')).toHaveTextContent('11 Followers');
  expect(within(screen.getByRole('article', { name: 'Studio 2' })).getByRole('button', { name: 'Follow' })).toBeTruthy();

  // Home's Trending row, mounted from its cache, says so too.
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(within(await screen.findByRole('list', { name: 'Trending' })).getByRole('button', { name: 'Following' })).toBeTruthy();
  expect(within(card('Trending')).getByTestId('studio-stats')).toHaveTextContent('11 Followers');
  expect(calls.filter((r) => r.url === '/secure/followartist')).toHaveLength(1);
  // Back showed the cache: the list was asked for once, when it first showed.
  expect(studiosPage).toHaveBeenCalledTimes(1);
});

function Given() {
  const [known, setKnown] = useState<FollowCheck>('none');
  return (
    <>
      <FollowButton artistId="s1" known={known} />
      <button type="button" onClick={() => setKnown('following')}>
        Reloaded
      </button>
    </>
  );
}

test('the button shows a new follow state its caller is given', () => {
  loginAs(makeUser({ _id: 'me' }));
  fakeNetwork(() => ({ body: { status: 'success' } }));
  renderWithProviders(<Given />);
  expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Reloaded' }));
  expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
});
