// The studios list keeps its category and sort in the URL query (?category=painting&sort=works), so a view
// can be shared and survives a reload. Defaults (all, most followers) are left out.
import type { StudioSort } from '../api/discovery-api';

export const STUDIO_SORTS: readonly StudioSort[] = ['followers', 'works'];
export const DEFAULT_STUDIO_SORT: StudioSort = 'followers';

export interface StudiosFilters {
  category: string;
  sort: StudioSort;
}

export function parseStudiosFilters(query: URLSearchParams): StudiosFilters {
  const sort = STUDIO_SORTS.find((s) => s === query.get('sort')) ?? DEFAULT_STUDIO_SORT;
  const category = query.get('category')?.trim() || 'all';
  return { category, sort };
}

export function studiosQuery(filters: StudiosFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.category === 'all') next.delete('category');
  else next.set('category', filters.category);
  if (filters.sort === DEFAULT_STUDIO_SORT) next.delete('sort');
  else next.set('sort', filters.sort);
  return next;
}
