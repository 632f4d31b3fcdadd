import type { Compiler } from 'webpack';

/** A remote's bundler runtime taken from its host instead of carried in its remoteEntry.js. */
export declare class BundlerRuntimeFromHostPlugin {
  apply(compiler: Compiler): void;
}
