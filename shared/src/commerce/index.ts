// `@kala/shared/commerce`: money, shipping checks, order statuses and what an order's notifications say, for
// mf-commerce, the notification parts and the server (commerce's coded answers are its contract's).
// No React, no DOM, not in the singleton (the shell never needs it).
export * from './money';
export * from './shipping';
export * from './messages';
export * from './orders';
export * from './cart-lines';
