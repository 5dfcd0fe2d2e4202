import type { Category } from '@kala/shared/contracts/categories';
import type { Db } from '../../db';

/** Main categories in their curated order, each followed by its sub-categories; or all by name. */
export function listCategories(db: Db, sortedByName = false): Promise<Category[]> {
  const order = sortedByName
    ? 'c.name'
    : 'coalesce(p.position, c.position), coalesce(p.name, c.name), c.parent nulls first, c.position, c.name';
  return db.many<Category>(
    `select c.id as "_id", c.name, c.slug, c.parent from categories c left join categories p on p.id = c.parent order by ${order}`,
  );
}
