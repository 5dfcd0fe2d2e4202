// The fonts each painted page warms, at 1,280 px: see first-fonts.ts.
import { firstFontsTests } from './first-fonts';

firstFontsTests();
