// A category (spec §3): main categories have no parent.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './schema-kit';

export const CategoryRefSchema = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String(), parent: Nullable(Type.String()) }, { $id: 'Category' });

export type CategoryRef = Static<typeof CategoryRefSchema>;
export type Category = CategoryRef;
