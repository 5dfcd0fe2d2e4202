// Chat fixtures for the remote's tests: people and rooms as the chat service answers them.
import type { ChatRoom } from '@kala/shared/contracts/chat';

export const person = (id: string, name: string) => ({ _id: id, id, name, slug: id, role: 21, picture: null });

/** A one-to-one room of the viewer 'me' with Aarati ('a'), read, 3 hours old; `overrides` change it. */
export const chatRoom = (overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  _id: 'r1',
  type: 'normal',
  name: 'Aarati Shrestha',
  participants: [person('me', 'Demo Buyer'), person('a', 'Aarati Shrestha')],
  seen: ['me'],
  updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  isBlocked: false,
  blockBy: null,
  personBlocked: false,
  left: false,
  unread: false,
  lastMessage: { message: 'Namaste', messageType: 'text', from: 'a', fromName: 'Asha' },
  ...overrides,
});
