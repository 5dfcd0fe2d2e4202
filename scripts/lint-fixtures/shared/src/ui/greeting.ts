// Inside the singleton, its state by a relative path: fine.
import { session } from '../stores/session';

export const greeting = () => `Hello ${session.user}`;
