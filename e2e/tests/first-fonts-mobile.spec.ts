// The fonts each painted page warms, on the 390 px phone: see first-fonts.ts.
import { firstFontsTests } from './first-fonts';

firstFontsTests();
