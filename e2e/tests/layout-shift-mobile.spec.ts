// Layout stability on the 390 px phone (issue 7): see layout-shift.ts.
import { layoutShiftTests } from './layout-shift';

layoutShiftTests();
