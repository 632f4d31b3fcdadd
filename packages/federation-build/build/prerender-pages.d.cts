import type { Compiler } from 'webpack';

/** Writes `<page.name>.<locale>.html` beside the built index.html for each page and shop locale. */
export declare class PrerenderPagesPlugin {
  constructor(options: {
    bundle: string;
    pages: Array<{ name: string }>;
    webDist: string;
    dir: string;
    cspNonce: string;
  });
  apply(compiler: Compiler): void;
}
