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

/**
 * A show's address from its title. A title without a Latin word (Nepali, Chinese: 'हिमाल २', '山的颜色') has no
 * words for one, so it gets its own ('exhibition-1a2b3c'); slugify would make every such title 'item'.
 */
export const showSlug = (title: string): string => (/[a-z]/i.test(title.normalize('NFKD')) ? slugify(title) : uniqueSlug('exhibition'));
