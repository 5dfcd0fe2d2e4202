import { other } from '../../../mf-two/src/app/two-a';

export const crossRemote = other;
