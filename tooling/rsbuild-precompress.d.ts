import type { RsbuildPlugin } from '@rsbuild/core';
/** Below this, the headers cost more than compression saves. */
export declare const MIN_BYTES = 256;
export declare function precompress(dir: string): void;
export declare const pluginPrecompress: () => RsbuildPlugin;
