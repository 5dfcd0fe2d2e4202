import { chatApi, sessionStore, UPLOAD_TIMEOUT_MS } from '@kala/shared';
import { chat } from './chat-api';

const transport = chatApi.defaults.transport;
afterEach(() => {
  chatApi.defaults.transport = transport;
});

it('a chat picture waits as long as an artwork upload, not the usual 30 s', async () => {
  sessionStore.set({ token: 'tok', user: null, refreshing: false, returnTo: null });
  const sent: [string, number][] = [];
  chatApi.defaults.transport = async (request) => {
    sent.push([request.url, request.timeout]);
    return { status: 200, body: { status: 'success', message: 'ok' } };
  };
  await chat.picture('r1', new File(['x'], 'x.jpg', { type: 'image/jpeg' }));
  expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(chatApi.defaults.timeout);
  expect(sent).toEqual([['/rooms/r1/picture', UPLOAD_TIMEOUT_MS]]);
});
