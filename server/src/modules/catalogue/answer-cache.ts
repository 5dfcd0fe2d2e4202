// Whole listing and search answers, serialised once per catalogue version and sent as they are
// (docs/adr/0023-cached-answers-and-first-render.md). The JSON is shared through Redis; each process keeps its own
// copies too, and compresses a copy once per encoding instead of once per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoryCache, type CatalogueCache } from './cache';
import type { VersionClock } from './version-clock';

/** An answer's life once computed: how far its view counters may lag (every other change makes a new key). */
export const ANSWER_TTL_MS = 30_000;
/** Per process: an answer is 10–70 KB of JSON. */
export const ANSWER_MAX_ENTRIES = 500;
/** As the compress plugin: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

export interface AnswerCache {
  /** Sends the answer for `what` (a key naming the call and its normalised inputs), computing it on a miss. */
  send(req: FastifyRequest, reply: FastifyReply, what: string, compute: () => Promise<object>): Promise<FastifyReply>;
}

type Encoding = 'br' | 'gzip';

function preferredEncoding(req: FastifyRequest): Encoding | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 4, as the compress plugin: about gzip's cost, better ratio.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * `shared` holds the JSON between processes (Redis) or is null; this process keeps each answer as bytes,
 * plain and compressed, so a hit costs no encoding at all.
 */
export function answerCache(clock: VersionClock, shared: CatalogueCache | null): AnswerCache {
  const local = memoryCache(ANSWER_MAX_ENTRIES, ANSWER_TTL_MS);
  const bytes = async (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const near = await local.get<Buffer>(key);
    if (near !== null) return near;
    const made = await make();
    await local.set(key, made);
    return made;
  };
  return {
    async send(req, reply, what, compute) {
      const key = `answer:${await clock.current()}:${what}`;
      const plain = await bytes(key, async () => {
        let body = await shared?.get<string>(key);
        if (body == null) {
          // The route's own serializer (its response schema), as an uncached answer would be sent.
          body = reply.serialize(await compute()) as string;
          await shared?.set(key, body);
        }
        return Buffer.from(body);
      });
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = plain.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req) : null;
      if (!encoding) return reply.send(plain);
      const zipped = await bytes(`${encoding}:${key}`, async () => compressors[encoding](plain));
      // A Content-Encoding already set tells the compress plugin to leave the answer alone.
      return reply.header('content-encoding', encoding).send(zipped);
    },
  };
}

/** No cache (`--no-cache` in the bench, or a personal answer): computed and sent as usual. */
export const uncachedAnswers: AnswerCache = {
  send: async (_req, reply, _what, compute) => reply.send(await compute()),
};
