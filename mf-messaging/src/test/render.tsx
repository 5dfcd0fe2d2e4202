import { renderWithProviders } from '@kala/shared/testing';
import { MessagingRoutes } from '../app/messaging-routes';

/** The remote's routes at `url`, with a fresh cache and no retries. */
export const renderAt = (url: string): ReturnType<typeof renderWithProviders> => renderWithProviders(<MessagingRoutes />, { url });
