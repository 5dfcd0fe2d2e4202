// The media's part of a backup: every stored upload (local disk or S3), copied file by file under media/.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_FOLDERS } from '../modules/media/references';
import { contentTypeOf, type Storage } from '../modules/media/storage';

export const MEDIA_DIR = 'media';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Copies the stored files into `dir`/media; answers how many. */
export async function saveMedia(storage: Storage, dir: string): Promise<number> {
  const files = (await Promise.all(MEDIA_FOLDERS.map((folder) => storage.list(`${folder}/`)))).flat();
  for (const { key } of files) {
    const file = await storage.get(key);
    if (!file) continue; // removed since it was listed
    const target = path.join(dir, MEDIA_DIR, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await bytesOf(file.body));
  }
  return files.length;
}

/** Puts every file of `dir`/media back into the storage; answers how many. */
export async function loadMedia(storage: Storage, dir: string): Promise<number> {
  const root = path.join(dir, MEDIA_DIR);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  for (const key of keys) await storage.put(key, await readFile(path.join(root, key)), contentTypeOf(key));
  return keys.length;
}
