// A page's entry file is the start of the app and, in a host, the federation runtime: every function
// in it runs while the page loads. V8 compiles a function lazily, on the main thread, the first time it is
// called, so the runtime's start-up paid for compiling itself there: its entry evaluated in 103 ms
// at 4× CPU on a cold /login (docs/performance.md). This comment, Chrome's explicit compile hint
// (since Chrome 136), has V8 compile the whole file while it streams in, off the main thread; other
// engines read a comment. Only the entry gets it: eagerly compiling the libraries' chunks, of which
// a page calls a part, would cost compile time and memory for functions that never run.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileEntryEagerlyPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileEntryEagerlyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifier, which keeps no comment but licences; the hint must be the
        // file's first line. Before the content hashes, which then include it.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getEntrypointChunk().files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileEntryEagerlyPlugin, COMPILE_HINT };
