// What a cold start runs first is called while the page loads: the entry files (in a host, the
// federation runtime; in a remote, its container) and the chunks the host's page preloads for the
// start (the bootstrap and the shared libraries). V8 compiles a function lazily, on the main
// thread, the first time it is called, so the start paid for compiling itself there: the shell's
// entry evaluated in 103 ms at 4× CPU on a cold /login (docs/performance.md). This comment,
// Chrome's explicit compile hint (since Chrome 136), has V8 compile the whole file while it
// streams in, off the main thread; other engines read a comment. Chunks loaded later (routes,
// remotes' pages) keep compiling lazily: a page runs only part of them.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileStartupEagerlyPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileStartupEagerlyPlugin {
  /**
   * `preloaded`: the build's PreloadStartupChunksPlugin, whose start-up chunks get the hint too;
   * without it (a remote, whose page preloads none of its files), only the entry files do.
   * @param {{ preloaded?: import('./preload-startup-chunks.cjs').PreloadStartupChunksPlugin }} options
   */
  constructor({ preloaded } = {}) {
    this.preloaded = preloaded;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifier, which keeps no comment but licences; the hint must be the
        // file's first line. Before the content hashes, which then include it.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entries = [...compilation.entrypoints.values()].flatMap((entrypoint) => [
            ...entrypoint.getEntrypointChunk().files,
          ]);
          const files = new Set([
            ...entries,
            ...(this.preloaded?.startupScripts(compilation) ?? []),
          ]);
          for (const file of files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompileStartupEagerlyPlugin, COMPILE_HINT };
