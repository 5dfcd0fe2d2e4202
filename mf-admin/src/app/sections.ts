// The console's sections under /admin/:section (the shared route table has one entry for them all).
import { pathTo } from '@kala/shared';

export const ADMIN_SECTIONS = ['studio-requests', 'artist-codes', 'exhibitions', 'orders', 'people', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const sectionPath = (section: AdminSection): string => pathTo('adminSection', { section });
