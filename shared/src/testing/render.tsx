import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../query/query-client';

/** Shows where the router is, so tests can check what the URL became (currentLocation()). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * A remote's query client as the app makes it (it hears the bus: a follow, a work changed), with a fresh cache
 * that keeps nothing fresh and no retries, so every test asks again and a failure shows at once.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

/** `ui` at `url`, inside a memory router and a query client, as a remote's parcel runs inside the shell. */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', queryClient = createTestQueryClient() }: { url?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The path and query the router is at now. */
export const currentLocation = (): string | null => screen.getByTestId('location').textContent;
