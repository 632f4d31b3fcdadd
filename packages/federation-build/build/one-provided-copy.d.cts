import type { Compiler } from 'webpack';

/** Fails a build that provides two files under one shared package's version. */
export declare class OneProvidedCopyPlugin {
  apply(compiler: Compiler): void;
}
