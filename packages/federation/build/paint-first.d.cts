import type { Compiler } from 'webpack';

/** Inserts the page's scripts from an inline loader once the first frame has been painted. */
export declare class PaintFirstPlugin {
  constructor(options: { nonce: string });
  apply(compiler: Compiler): void;
}
