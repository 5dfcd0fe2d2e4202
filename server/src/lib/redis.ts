// Closing an ioredis client whatever its state: QUIT when connected (pending replies arrive first); otherwise
// disconnect, which also stops its reconnection timer (a QUIT sent while Redis is away would wait for ever
// in a client that queues, and the timer would keep the process alive).
import type { Redis } from 'ioredis';

export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
