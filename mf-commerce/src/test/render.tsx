import { renderWithProviders } from '@kala/shared/testing';
import { CommerceRoutes } from '../app/commerce-routes';

/** The remote's routes at `url`, with a fresh cache and no retries. */
export const renderAt = (url: string): ReturnType<typeof renderWithProviders> => renderWithProviders(<CommerceRoutes />, { url });
