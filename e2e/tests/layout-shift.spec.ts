// Layout stability on the desktop (issue 7): see layout-shift.ts.
import { layoutShiftTests } from './layout-shift';

layoutShiftTests();
