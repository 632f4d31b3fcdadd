import type { Compiler } from 'webpack';
import type { PreloadStartupChunksPlugin } from './preload-startup-chunks.cjs';

/**
 * Starts the entry files, and the start-up chunks `preloaded` preloads, with Chrome's hint to
 * compile all of them while they stream in.
 */
export declare class CompileStartupEagerlyPlugin {
  constructor(options?: { preloaded?: PreloadStartupChunksPlugin });
  apply(compiler: Compiler): void;
}

export declare const COMPILE_HINT: string;
