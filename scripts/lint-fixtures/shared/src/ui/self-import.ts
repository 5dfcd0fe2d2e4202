// Inside the singleton, its own package name: refused (a self-import)…
import { token } from '@kala/shared';
// …and the query singleton, which imports this one: refused (the two would import each other).
import { queryToken } from '@kala/shared/query';

export const selfish = [token, queryToken];
