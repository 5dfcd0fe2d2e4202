// Files the server reads per page, parsed once and read again only when they change on disk.
import { readFileSync, statSync } from 'node:fs';

/** A file's parsed content, read again only when the file changes (a remote rebuilt, remotes.json swapped). */
export function cachedRead<T>(parse: (text: string) => T): (file: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}
