// A subpath entry, bundled into each app: the state by package name, plain code relatively: fine.
import { session } from '@kala/shared';
import { token } from '../ok';

export const kit = [session, token];
