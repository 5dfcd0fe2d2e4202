// Minifying as Rsbuild does, but the licence comments go into each file's `.LICENSE.txt` (served beside it)
// without the pointer comment rspack would leave at the top of the file: about 55 bytes gz a chunk, seven
// of them in the shell's first JavaScript on a signed-in page (issue 26 §3).
import type { RsbuildConfig } from '@rsbuild/core';

export const MINIFY: NonNullable<RsbuildConfig['output']>['minify'] = { jsOptions: { extractComments: { banner: false } } };
