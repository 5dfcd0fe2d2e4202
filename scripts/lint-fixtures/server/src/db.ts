export const serverThing = 1;
