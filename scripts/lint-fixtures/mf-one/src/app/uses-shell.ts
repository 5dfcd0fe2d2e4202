import { shellThing } from '../../../shell/src/layout';

export const fromShell = shellThing;
