import type { NormalModuleReplacementPlugin } from 'webpack';

/** A remote's bundler runtime taken from its host instead of carried in its remoteEntry.js. */
export declare class BundlerRuntimeFromHostPlugin extends NormalModuleReplacementPlugin {
  constructor(options: { fromHost: string });
}
