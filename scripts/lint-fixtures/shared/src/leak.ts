import { shellThing } from '../../shell/src/layout';

export const leak = shellThing;
