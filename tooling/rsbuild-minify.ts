// What a production build trims (issue 26 §3). Minifying as Rsbuild does, but the licence comments go into
// each file's `.LICENSE.txt` (served beside it) without the pointer comment rspack would leave at the top of
// the file: about 55 bytes gz a chunk, seven of them in the shell's first JavaScript on a signed-in page.
import type { RsbuildConfig } from '@rsbuild/core';

export const MINIFY: NonNullable<RsbuildConfig['output']>['minify'] = { jsOptions: { extractComments: { banner: false } } };

/**
 * CSS module class names. A production build names a class by its app and a hash alone: every chunk carries
 * the names it uses, and the local part made them twice as long (issue 26 §3). A development build keeps
 * the local name, to be read in the inspector.
 */
export const cssModuleNames = (app: string) => ({
  localIdentName: process.env.NODE_ENV === 'production' ? `${app}_[hash:base64:5]` : `${app}_[local]_[hash:base64:5]`,
});
