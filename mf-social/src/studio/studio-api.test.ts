import { api, sessionStore, UPLOAD_TIMEOUT_MS } from '@kala/shared';
import { sendStudioRequest } from './studio-api';

const transport = api.defaults.transport;
afterEach(() => {
  api.defaults.transport = transport;
});

it('a studio request (pictures) waits as long as an artwork upload, not the usual 30 s', async () => {
  sessionStore.set({ token: 'tok', user: null, refreshing: false, returnTo: null });
  const timeouts: number[] = [];
  api.defaults.transport = async (request) => {
    timeouts.push(request.timeout);
    return { status: 200, body: { status: 'success', message: 'Sent' } };
  };
  await expect(sendStudioRequest([new File(['x'], 'x.png', { type: 'image/png' })], 'Hello')).resolves.toBe('Sent');
  expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(api.defaults.timeout);
  expect(timeouts).toEqual([UPLOAD_TIMEOUT_MS]);
});
