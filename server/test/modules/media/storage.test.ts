// The storage drivers: local disk (keys kept inside the root) and S3 (the commands it sends).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../../src/config';
import { isSafeKey, localStorage, s3Storage } from '../../../src/modules/media/storage';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('keys', () => {
  it('accepts relative paths of plain segments only', () => {
    expect(isSafeKey('artworks/a-gallery.webp')).toBe(true);
    for (const key of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', 'a\\b', 'a/./b', 'a\0b']) expect(isSafeKey(key)).toBe(false);
  });
});

describe('local disk', () => {
  it('puts, gets, deletes and answers /media/ URLs', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kala-storage-'));
    try {
      const s = localStorage(root);
      await s.put('artworks/x-thumbnail.webp', Buffer.from('pixels'), 'image/webp');
      const file = await s.get('artworks/x-thumbnail.webp');
      expect(file && { type: file.contentType, size: file.size, text: await read(file.body) }).toEqual({ type: 'image/webp', size: 6, text: 'pixels' });
      expect(s.url('artworks/x-thumbnail.webp')).toBe('/media/artworks/x-thumbnail.webp');
      await s.delete('artworks/x-thumbnail.webp');
      await s.delete('artworks/x-thumbnail.webp');
      expect(await s.get('artworks/x-thumbnail.webp')).toBeNull();
      expect(await s.get('../outside')).toBeNull();
      await expect(s.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lists the files under a folder, nested ones too, with when they were written (the media sweep)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kala-storage-'));
    try {
      const s = localStorage(root);
      for (const key of ['posts/a.webp', 'posts/old/b.webp', 'chat/c.webp']) await s.put(key, Buffer.from('x'), 'image/webp');
      const listed = await s.list('posts/');
      expect(listed.map((f) => f.key).sort()).toEqual(['posts/a.webp', 'posts/old/b.webp']);
      expect(listed.every((f) => f.modified.getTime() > Date.now() - 60_000)).toBe(true);
      expect(await s.list('profiles/')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3', () => {
  it('is chosen by S3_BUCKET and sends put, get and delete commands to the bucket', async () => {
    const config = loadConfig({ S3_BUCKET: 'kala-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.kala.test/' });
    expect(config.s3).toMatchObject({ bucket: 'kala-media', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', publicUrl: 'https://cdn.kala.test' });
    expect(loadConfig({}).s3).toBeNull();

    const sent: unknown[] = [];
    const objects = new Map<string, Buffer>();
    const client = {
      send: async (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => {
        sent.push(command);
        const key = command.input.Key!;
        if (command instanceof PutObjectCommand) objects.set(key, command.input.Body as Buffer);
        if (command instanceof DeleteObjectCommand) objects.delete(key);
        if (command instanceof GetObjectCommand) {
          const data = objects.get(key);
          if (!data) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
          return { Body: Readable.from([data]), ContentType: 'image/webp', ContentLength: data.length };
        }
        return {};
      },
    } as unknown as S3Client;
    const s = s3Storage(config.s3!, client);
    await s.put('artworks/y-gallery.webp', Buffer.from('webp!'), 'image/webp');
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Bucket: 'kala-media', Key: 'artworks/y-gallery.webp', ContentType: 'image/webp' });
    const file = await s.get('artworks/y-gallery.webp');
    expect(file && (await read(file.body))).toBe('webp!');
    expect(s.url('artworks/y-gallery.webp')).toBe('https://cdn.kala.test/artworks/y-gallery.webp');
    await s.delete('artworks/y-gallery.webp');
    expect(await s.get('artworks/y-gallery.webp')).toBeNull();
    expect(s3Storage({ ...config.s3!, publicUrl: null }, client).url('a/b.webp')).toBe('/api/mediafile/a/b.webp');
  });

  it('lists a folder page by page (the media sweep)', async () => {
    const pages = [
      { Contents: [{ Key: 'posts/a.webp', LastModified: new Date(1) }], IsTruncated: true, NextContinuationToken: 'next' },
      { Contents: [{ Key: 'posts/b.webp', LastModified: new Date(2) }], IsTruncated: false },
    ];
    const asked: unknown[] = [];
    const client = {
      send: async (command: ListObjectsV2Command) => {
        asked.push(command.input);
        return pages[command.input.ContinuationToken ? 1 : 0];
      },
    } as unknown as S3Client;
    const s = s3Storage({ bucket: 'kala-media', region: 'us-east-1', endpoint: null, publicUrl: null, accessKeyId: null, secretAccessKey: null }, client);
    expect(await s.list('posts/')).toEqual([
      { key: 'posts/a.webp', modified: new Date(1) },
      { key: 'posts/b.webp', modified: new Date(2) },
    ]);
    expect(asked).toEqual([
      { Bucket: 'kala-media', Prefix: 'posts/', ContinuationToken: undefined },
      { Bucket: 'kala-media', Prefix: 'posts/', ContinuationToken: 'next' },
    ]);
  });
});
