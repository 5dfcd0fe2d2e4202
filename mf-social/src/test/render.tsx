import { renderWithProviders } from '@kala/shared/testing';
import { SocialRoutes } from '../app/social-routes';

/** The remote's routes at `url`, with a fresh cache and no retries. */
export const renderAt = (url: string): ReturnType<typeof renderWithProviders> => renderWithProviders(<SocialRoutes />, { url });
