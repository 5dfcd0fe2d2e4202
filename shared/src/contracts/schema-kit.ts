// Building blocks of the contracts' schemas (TypeBox: JSON Schema the server validates and serializes with,
// and the TypeScript types every client reads through `Static<>`). No runtime cost to a client: the remotes
// import the contracts' types only.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A reference to a named schema (`{ $ref: 'Artwork' }` on the wire, so the server's answers share one
 * definition), typed as the schema it names.
 */
export const refTo = <T extends TSchema & { $id?: string }>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id!));

/** The follow states a person can be in towards another ('none' when logged out). */
export const FollowState = Type.Union([Type.Literal('following'), Type.Literal('requested'), Type.Literal('none')]);
