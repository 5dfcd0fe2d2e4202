import { renderWithProviders } from '@kala/shared/testing';
import { CatalogueRoutes } from '../app/catalogue-routes';

/** The remote's routes at `url`, with a fresh cache and no retries (a failure shows at once). */
export const renderAt = (url: string): ReturnType<typeof renderWithProviders> => renderWithProviders(<CatalogueRoutes />, { url });
