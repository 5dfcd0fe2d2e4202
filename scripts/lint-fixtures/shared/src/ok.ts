export const token = 'x';
