import { a } from './two-a';

export const b = () => a;
