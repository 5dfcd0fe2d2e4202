import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows where the router is, so tests can check what the URL became (currentLocation()). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A fresh cache with no retries, so a failure shows at once. */
export const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

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
