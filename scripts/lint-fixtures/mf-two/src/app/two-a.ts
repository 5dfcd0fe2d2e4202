import { b } from './two-b';

export const other = 1;
export const a = () => b;
