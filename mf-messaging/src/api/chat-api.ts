// The chat service's calls (spec §7.7) and their query keys: the inbox and the conversation share them. A
// conversation's first three are answered inside its page (FIRST_DATA.messages), under the same paths.
import { chatApi, UPLOAD_TIMEOUT_MS } from '@kala/shared';
import { CHAT_REQUEST_PATHS, fillPath, messagesPage, roomsPage } from '@kala/shared/first-data';
import type { ChatMessage, ChatRoom } from '@kala/shared/contracts/chat';
import { onceOnly, openChatRoom, wasQueued } from '@kala/shared/remote-kit';

const auth = { requireAuth: true };
type Answer<T> = { status: string; message: T; total?: number; next?: string | null; room?: { _id: string }; data?: ChatMessage };

export const chatKeys = {
  rooms: (viewer: string | null) => ['chat', viewer, 'rooms'] as const,
  room: (viewer: string | null, id: string) => ['chat', viewer, 'room', id] as const,
  messages: (viewer: string | null, id: string) => ['chat', viewer, 'messages', id] as const,
};

export const chat = {
  /** A page of the inbox after the cursor `before` (none: the newest), and the next page's cursor (null: the last). */
  rooms: async (before?: string) => {
    const { data } = await chatApi.get<Answer<ChatRoom[]>>(CHAT_REQUEST_PATHS.rooms, { ...auth, params: roomsPage(before) });
    return { rooms: data.message, next: data.next ?? null };
  },
  room: async (id: string) => (await chatApi.get<Answer<ChatRoom>>(fillPath(CHAT_REQUEST_PATHS.room, { to: id }), auth)).data.message,
  /** Page `page` (1 = newest) of 20, oldest first within the page, and the room's total. */
  messages: async (id: string, page: number) => {
    const { data } = await chatApi.get<Answer<ChatMessage[]>>(fillPath(CHAT_REQUEST_PATHS.messages, { to: id }), { ...auth, params: messagesPage(page) });
    return { messages: data.message, total: data.total ?? 0 };
  },
  /** The one-to-one room of the viewer and `receiver`, created the first time. */
  init: openChatRoom,
  group: async (name: string, participants: string[]) => (await chatApi.post<Answer<string>>('/rooms/group', { name, participants }, auth)).data.room!._id,
  /** Sends a text; `queued` when there was no network and the service worker keeps it to send later. */
  send: async (id: string, message: string) => ({ queued: wasQueued(await chatApi.post(`/rooms/${encodeURIComponent(id)}/messages`, { message }, { ...auth, ...onceOnly() })) }),
  picture: (id: string, file: File): Promise<unknown> => {
    const form = new FormData();
    form.append('picture', file);
    return chatApi.post(`/rooms/${encodeURIComponent(id)}/picture`, form, { ...auth, timeout: UPLOAD_TIMEOUT_MS });
  },
  block: (id: string, blockBy: string): Promise<unknown> => chatApi.patch(`/rooms/${encodeURIComponent(id)}/block`, { blockBy }, auth),
  unblock: (id: string, blockBy: string): Promise<unknown> => chatApi.patch(`/rooms/${encodeURIComponent(id)}/unblock`, { blockBy }, auth),
  leave: (id: string, participant: string): Promise<unknown> => chatApi.patch(`/rooms/${encodeURIComponent(id)}/leave`, { participant }, auth),
};
