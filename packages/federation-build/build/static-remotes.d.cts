import type { Compiler } from 'webpack';

/** Swaps @account/federation's runtime module (under `federationSource`) for `staticRemotes`. */
export declare class StaticRemotesPlugin {
  constructor(options: { staticRemotes: string; federationSource: string });
  apply(compiler: Compiler): void;
}
