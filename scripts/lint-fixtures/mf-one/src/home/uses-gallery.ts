import { Grid } from '../gallery/grid';

export const borrowed = Grid;
