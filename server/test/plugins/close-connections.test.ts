// The app closes while an answer is on its way: the answer is sent, its keep-alive connection is closed after
// it, and the close ends (it used to wait out the keep-alive timeout and fail at the plugin timeout, 60 s).
import { Agent, request } from 'node:http';
import { createTestApp } from '../support/app';
import { until } from '../support/private-services';

it('answers a request in flight when the app closes, then closes its keep-alive connection and the app', async () => {
  const t = await createTestApp();
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' });
  const agent = new Agent({ keepAlive: true });
  const req = request(`${t.url}/auth/login`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const socketClosed = new Promise<void>((resolve) => req.on('socket', (socket) => socket.on('close', () => resolve())));
  const answer = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
  });
  // Half the body: the server has the request and waits for the rest while the app begins to close.
  const received = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
  req.write(body.slice(0, 10));
  await received;
  const closed = t.app.close().then(() => 'closed');
  await until(async () => !t.app.server.listening);

  req.end(body.slice(10));
  // The login was answered as usual (a wrong password), on a connection kept alive when it began.
  expect(await answer).toEqual({ status: 401, connection: 'keep-alive' });
  await socketClosed;
  expect(await closed).toBe('closed');
  agent.destroy();
  await t.close();
});
