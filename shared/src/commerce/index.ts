// `@kala/shared/commerce`: money, shipping checks, order statuses and texts for mf-commerce and the server.
// No React, no DOM, not in the singleton (the shell never needs it).
export * from './money';
export * from './shipping';
export * from './messages';
export * from './orders';
