// Another singleton reaches the main one's state by its package name: fine.
import { session } from '@kala/shared';

export const queryToken = () => session.user;
