import { ApiError } from '../api/client';
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
