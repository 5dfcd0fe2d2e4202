// A chat test file's app: three people (Ana, Bo, Cy) and the sockets its tests open, all closed after it.
import type { Socket } from 'socket.io-client';
import type { Config } from '../../src/config';
import { createTestApp, testConfig, type TestApp } from './app';
import { liveSocket } from './live';
import { makeUser, type TestUser } from './users';

export interface ChatTest {
  t: TestApp;
  ana: TestUser;
  bo: TestUser;
  cy: TestUser;
  sockets: Socket[];
}

export async function startChatTest(config: Config = testConfig()): Promise<ChatTest> {
  const t = await createTestApp(config);
  const [ana, bo, cy] = await Promise.all([makeUser(t, { name: 'Ana' }), makeUser(t, { name: 'Bo' }), makeUser(t, { name: 'Cy' })]);
  return { t, ana, bo, cy, sockets: [] };
}

export async function stopChatTest({ t, sockets }: ChatTest): Promise<void> {
  for (const s of sockets) s.disconnect();
  await t.close();
}

/** A socket of `who`, disconnected when the test file stops. */
export async function openSocket({ t, sockets }: ChatTest, who: TestUser): Promise<Socket> {
  const socket = await liveSocket(t.url, who.token);
  sockets.push(socket);
  return socket;
}
