// URL slugs from names: 'Sunrise over Phewa' -> 'sunrise-over-phewa'.
import { randomBytes } from 'node:crypto';

export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'item';
}

/** A slug with a short random suffix, so two works or people with the same name never collide. */
export const uniqueSlug = (text: string): string => `${slugify(text)}-${randomBytes(3).toString('hex')}`;
