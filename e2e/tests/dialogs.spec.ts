// Dialogs and toasts at 1366 px (issue 20 items 3 and 4): see dialogs.ts.
import { dialogTests } from './dialogs';

dialogTests(1366);
