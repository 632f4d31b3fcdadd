import type { Compiler } from 'webpack';

/** Merges the chunks split-chunks left byte-identical (a shared library's provide and fallback). */
export declare class MergeIdenticalChunksPlugin {
  apply(compiler: Compiler): void;
}
