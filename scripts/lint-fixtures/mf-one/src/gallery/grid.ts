export const Grid = 'grid';
