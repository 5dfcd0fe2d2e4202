// Reading a multipart upload and checking its pictures: size per file (413), type by content (magic
// numbers, never the name), and the decompression-bomb guard (pixels, before anything is decoded).
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ARTWORK_LIMITS } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { withValues } from '@kala/shared/errors';
import { HttpError, badRequest } from '../../lib/http-error';
import { hasNul } from '../../lib/input';

export interface UploadedFile {
  field: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/** Per-request limits given to @fastify/multipart (see routes that register it). */
export const MULTIPART_LIMITS = {
  fileSize: ARTWORK_LIMITS.imageBytes,
  files: ARTWORK_LIMITS.images,
  fields: 100,
  /** Bytes per text field: a long description fits. */
  fieldSize: 64 * 1024,
  parts: 120,
} as const;

const MB = Math.round(ARTWORK_LIMITS.imageBytes / (1024 * 1024));

export const imageTooLarge = (): HttpError => new HttpError(413, 'error', withValues(MSG_CODED.imageTooLarge, { n: MB }));

/**
 * Maps @fastify/multipart's limit errors to the spec's messages. Anything else that breaks off the parse (no
 * boundary, a wrong one, a truncated body) is the request's fault: 400, never 500.
 */
function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(withValues(MSG_CODED.artworkTooManyImages, { n: ARTWORK_LIMITS.images }));
  return badRequest(MSG_CODED.invalidInput);
}

/**
 * Every part of the request in memory (at most 6 files of 10 MB): text fields by name, in order, and the
 * files of the allowed fields. Empty file inputs (no file chosen) are skipped.
 */
export async function readMultipart(req: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest(MSG_CODED.invalidInput);
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (hasNul(part.fieldname)) throw badRequest(MSG_CODED.invalidInput);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!fileFields.includes(part.fieldname)) throw badRequest(MSG_CODED.invalidInput);
        if (data.length > 0) files.push({ field: part.fieldname, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(MSG_CODED.invalidInput);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (hasNul(value)) throw badRequest(MSG_CODED.invalidInput);
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  return { fields, files };
}

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The picture's type from its first bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF….WEBP. */
export function imageTypeOf(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * 400 imageTypeInvalid unless JPEG, PNG or WebP by content with a readable header; 400 imageTooManyPixels
 * when the header announces more than ARTWORK_LIMITS.imagePixels. Reads the header only: no decoding.
 */
export async function checkImage(data: Buffer): Promise<void> {
  if (!imageTypeOf(data)) throw badRequest(MSG_CODED.imageTypeInvalid);
  // sharp's own guard may already refuse the header (beyond its default limit): the same answer.
  const meta = await sharp(data, { limitInputPixels: ARTWORK_LIMITS.imagePixels })
    .metadata()
    .catch((err: unknown) => {
      throw decodeError(err);
    });
  if (!meta.width || !meta.height) throw badRequest(MSG_CODED.imageTypeInvalid);
  if (meta.width * meta.height > ARTWORK_LIMITS.imagePixels) throw badRequest(MSG_CODED.imageTooManyPixels);
}

/** A sharp failure while decoding an image that passed checkImage. */
export function decodeError(err: unknown): HttpError {
  const message = err instanceof Error ? err.message : '';
  return badRequest(/pixel limit/i.test(message) ? MSG_CODED.imageTooManyPixels : MSG_CODED.imageTypeInvalid);
}
