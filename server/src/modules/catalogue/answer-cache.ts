// Whole listing and search answers, serialised once per catalogue version and sent as they are
// (docs/adr/0023-cached-answers-and-first-render.md). The JSON is shared through Redis; each process keeps its own
// copies too, and compresses a copy once per encoding instead of once per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { JSON_TYPE, sendJsonText } from '../../lib/json-text';
import { memoryCache, noCache, type CatalogueCache } from './cache';
import type { VersionClock } from './version-clock';

/** An answer's life once computed: how far its view counters may lag (every other change makes a new key). */
export const ANSWER_TTL_MS = 30_000;
/** Per process: an answer is 10–70 KB of JSON. */
export const ANSWER_MAX_ENTRIES = 500;
/** As the compress plugin: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** Per process: the addresses whose answer is known by its key (a few hundred bytes each). */
export const ADDRESS_MAX_ENTRIES = 2_000;

export interface SendOptions {
  /**
   * The request's address (path and query) alone decides this answer, whoever asks: later requests to it are
   * answered by `byAddress` before the route's validation and handler, while the answer is kept.
   */
  sameForEveryone: boolean;
}

export interface AnswerCache {
  /** Sends the answer for `what` (a key naming the call and its normalised inputs), computing it on a miss. */
  send(req: FastifyRequest, reply: FastifyReply, what: string, compute: () => Promise<Answer>, options: SendOptions): Promise<FastifyReply>;
  /**
   * A route's onRequest hook: an address answered before for everyone is answered again from this process's
   * copy at the current version, with no validation, key or handler (the same address passed them before, and
   * they depend on nothing else); anything else goes on to the route.
   */
  byAddress: onRequestAsyncHookHandler;
}

/** An answer for the route's serializer, or its JSON text already (cards.ts: answerJson). */
export type Answer = object | string;

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
 * `shared` holds the JSON between processes (Redis), or keeps nothing (one process); this process keeps each
 * answer as bytes, plain and compressed, so a hit costs no encoding at all.
 */
export function answerCache(clock: VersionClock, shared: CatalogueCache = noCache): AnswerCache {
  const local = memoryCache(ANSWER_MAX_ENTRIES, ANSWER_TTL_MS);
  /** Address (path and query) → the key of its answer, for answers that are the same for everyone. */
  const keyOfAddress = memoryCache(ADDRESS_MAX_ENTRIES, ANSWER_TTL_MS);
  const sendBytes = async (req: FastifyRequest, reply: FastifyReply, key: string, plain: Buffer) => {
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const encoding = plain.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req) : null;
    if (!encoding) return reply.send(plain);
    const zipped = await local.getOrMake(`${encoding}:${key}`, async () => compressors[encoding](plain));
    // A Content-Encoding already set tells the compress plugin to leave the answer alone.
    return reply.header('content-encoding', encoding).send(zipped);
  };
  return {
    async send(req, reply, what, compute, { sameForEveryone }) {
      const key = `answer:${await clock.current()}:${what}`;
      // The route's own serializer (its response schema), as an uncached answer would be sent.
      const serialize = async () => {
        const answer = await compute();
        return typeof answer === 'string' ? answer : (reply.serialize(answer) as string);
      };
      // Requests that miss together wait for one computation (cache.ts: getOrMake); Redis may have another process's.
      const plain = await local.getOrMake(key, async () => Buffer.from(await shared.getOrMake(key, serialize)));
      if (sameForEveryone) await keyOfAddress.set(req.url, what);
      return sendBytes(req, reply, key, plain);
    },
    async byAddress(req, reply) {
      // A body is the route's to refuse (the input guard reads it), so only bodiless asks are answered here.
      if (req.headers['content-length'] || req.headers['transfer-encoding']) return;
      const what = await keyOfAddress.get<string>(req.url);
      if (what === null) return;
      const key = `answer:${await clock.current()}:${what}`;
      const plain = await local.get<Buffer>(key);
      // Not kept at this version: the route computes it (or finds it in Redis) as usual.
      if (plain === null) return;
      return sendBytes(req, reply, key, plain);
    },
  };
}

/** No cache (`--no-cache` in the bench, or a personal answer): computed and sent as usual. */
export const uncachedAnswers: AnswerCache = {
  send: async (_req, reply, _what, compute) => {
    const answer = await compute();
    return typeof answer === 'string' ? sendJsonText(reply, answer) : reply.send(answer);
  },
  byAddress: async () => undefined,
};
