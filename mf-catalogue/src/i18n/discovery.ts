// Section bundle of the 'discovery' screens: the issue 3 engineer fills it. Top-level keys of its own; ne and zh
// must have every key of en (the Strings type enforces it).
import type { Strings } from './en';

const en = {};
export const discovery: { en: typeof en; ne: Strings<typeof en>; zh: Strings<typeof en> } = { en, ne: {}, zh: {} };
