import type { Compilation, Compiler } from 'webpack';

/** Preloads from the host's page the chunks a cold start loads after the entry. */
export declare class PreloadStartupChunksPlugin {
  /** `entryChildrenOnly`: only what the entry imports (the monolith), not the provided shared modules. */
  constructor(options?: { entryChildrenOnly?: boolean });
  apply(compiler: Compiler): void;
  /** The scripts a cold start loads after the entry, as the page preloads them. */
  startupScripts(compilation: Compilation): string[];
}
