// The rooms with a message the user has not read, as the socket last said (the header's messages light).
// Kept from the shell's start, not by the header's link: the socket's first count can come before the
// signed-in header has mounted to hear it, and the bus keeps no past events.
import { bus, createStore } from '@kala/shared';

export const unreadRooms = createStore(0);

bus.on('live:refreshHeaderMessage').subscribe(({ unread }) => unreadRooms.set(unread));
bus.on('session:logout').subscribe(() => unreadRooms.set(0));
