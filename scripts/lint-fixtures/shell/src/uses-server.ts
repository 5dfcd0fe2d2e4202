import { serverThing } from '../../server/src/db';

export const db = serverThing;
