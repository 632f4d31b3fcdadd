import type { Compiler } from 'webpack';

/** Starts every entry file with Chrome's hint to compile all of it while it streams in. */
export declare class CompileEntryEagerlyPlugin {
  apply(compiler: Compiler): void;
}

export declare const COMPILE_HINT: string;
