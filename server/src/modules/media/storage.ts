// Where uploaded files live: local disk under DATA_DIR/uploads by default, an S3-compatible bucket when
// S3_BUCKET is set. Keys are paths relative to /media/ ('artworks/<slug>-gallery.webp').
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from '../../config';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | null;
}

export interface ListedFile {
  key: string;
  modified: Date;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, 'posts/'), with when it was written. */
  list(prefix: string): Promise<ListedFile[]>;
  /** Where a browser fetches the file. */
  url(key: string): string;
  /** Resolves when the storage can be written (the readiness check); rejects with why not. */
  check(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
};

export const contentTypeOf = (key: string): string => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** A key is a relative path of plain segments: no '..', no absolute path, no backslash, no NUL. */
export function isSafeKey(key: string): boolean {
  if (key === '' || key.length > 500 || key.startsWith('/') || /[\\\0]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function assertSafe(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
  const full = (key: string) => path.join(root, key);
  return {
    kind: 'local',
    async put(key, data) {
      assertSafe(key);
      await mkdir(path.dirname(full(key)), { recursive: true });
      await writeFile(full(key), data);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const info = await stat(full(key)).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(full(key)), contentType: contentTypeOf(key), size: info.size };
    },
    async delete(key) {
      assertSafe(key);
      await rm(full(key), { force: true });
    },
    async list(prefix) {
      assertSafe(prefix.replace(/\/$/, ''));
      const entries = await readdir(full(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
      const files = entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
      return Promise.all(files.map(async (key) => ({ key, modified: (await stat(full(key))).mtime })));
    },
    url: (key) => `/media/${key}`,
    check: () => access(root, constants.W_OK),
  };
}

export function s3Storage(options: S3Options, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertSafe(key);
      // Every upload gets a new name, so its copy may be cached for ever.
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const r = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: r.Body as Readable, contentType: r.ContentType ?? contentTypeOf(key), size: r.ContentLength ?? null };
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafe(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const files: ListedFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) files.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    url: (key) => (options.publicUrl ? `${options.publicUrl}/${key}` : `/api/mediafile/${key}`),
    check: async () => void (await s3.send(new HeadBucketCommand({ Bucket }))),
  };
}

/** S3 when configured, else the local uploads folder. */
export function storageFromConfig(config: { uploadsDir: string; s3: S3Options | null }): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
