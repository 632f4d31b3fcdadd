import type { Compiler } from 'webpack';

/** Bundles the ESM build of the plugin that hands the runtime to remotes, which reuses the host's core. */
export declare class OneRuntimeCorePlugin {
  apply(compiler: Compiler): void;
}
