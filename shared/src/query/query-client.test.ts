import { ApiError } from '../api/client';
import { bus } from '../bus/bus';
import { createQueryClient, shouldRetry } from './query-client';

test('retries network trouble and server errors, twice at most, never a 404 or a refusal', () => {
  expect(shouldRetry(0, new ApiError('x', 'network'))).toBe(true);
  expect(shouldRetry(1, new ApiError('x', 'error', 503))).toBe(true);
  expect(shouldRetry(2, new ApiError('x', 'error', 503))).toBe(false);
  expect(shouldRetry(0, new ApiError('x', 'not-found', 404))).toBe(false);
  expect(shouldRetry(0, new ApiError('x', 'validate-error', 400))).toBe(false);
  expect(shouldRetry(0, new Error('boom'))).toBe(true);
});

test('a client keeps answers fresh for a minute and does not refetch on focus', () => {
  const queries = createQueryClient().getDefaultOptions().queries;
  expect(queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: false });
});

describe('remotes kept in step', () => {
  it("marks every remote's cached answers stale when a work changes in one of them, and asks nothing at once", async () => {
    const catalogue = createQueryClient();
    const social = createQueryClient();
    const ask = jest.fn(async () => ['a work']);
    await social.fetchQuery({ queryKey: ['people', 'works', 'asha'], queryFn: ask });
    await catalogue.fetchQuery({ queryKey: ['catalogue', 'gallery'], queryFn: ask });
    expect(social.getQueryState(['people', 'works', 'asha'])?.isInvalidated).toBe(false);
    bus.emit('works:changed');
    expect(social.getQueryState(['people', 'works', 'asha'])?.isInvalidated).toBe(true);
    expect(catalogue.getQueryState(['catalogue', 'gallery'])?.isInvalidated).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("writes a follow made in one remote into another remote's cached copies of that person, asking nothing again", async () => {
    const social = createQueryClient();
    const profile = { _id: 'asha', name: 'Asha', followsCount: 4, followState: 'none' };
    const other = { _id: 'bina', name: 'Bina', followsCount: 9, followState: 'none' };
    await social.fetchQuery({ queryKey: ['people', 'profile', 'asha'], queryFn: async () => profile });
    await social.fetchQuery({ queryKey: ['people', 'list'], queryFn: async () => [profile, other] });
    bus.emit('follow:changed', { artistId: 'asha', state: 'following', delta: 1 });
    expect(social.getQueryData(['people', 'profile', 'asha'])).toEqual({ ...profile, followsCount: 5, followState: 'following' });
    expect(social.getQueryData(['people', 'list'])).toEqual([{ ...profile, followsCount: 5, followState: 'following' }, other]);
    expect(social.getQueryState(['people', 'list'])?.isInvalidated).toBe(false);
  });
});
