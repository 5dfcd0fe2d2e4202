import { loadData } from '../api/data';
import { token } from '../../../shared/src/ok';

export const fine = [loadData, token];
