export const shellThing = 1;
