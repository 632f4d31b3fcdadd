// The host's entry only starts the federation runtime; everything else (React, the router, the
// pages) arrives in async chunks that the entry requests once it runs — one serial round trip
// later. Preloading them from the HTML fetches them in parallel with the entry instead.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {{ entryChildrenOnly?: boolean }} options */
  constructor({ entryChildrenOnly = false } = {}) {
    this.entryChildrenOnly = entryChildrenOnly;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...this.startupScripts(compilation).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }

  /** @param {import('webpack').Compilation} compilation */
  startupScripts(compilation) {
    // Federated: the bootstrap import and the host's own provided shared modules are what a
    // cold start loads; consume-fallback chunks hold the same modules again and are never
    // fetched, and lazy imports inside the app (e.g. the component catalogue) load with
    // their page. Monolith: only the bootstrap import; the areas' chunks load with their route.
    const entryChildren = [...compilation.entrypoints.values()].flatMap((entrypoint) => [
      ...entrypoint.getChildren(),
    ]);
    const startupGroups = this.entryChildrenOnly
      ? entryChildren
      : [
          ...entryChildren,
          ...[...compilation.chunkGroups].filter((group) =>
            group.origins.some((origin) =>
              origin.module?.identifier().startsWith('provide module'),
            ),
          ),
        ];
    return [
      ...new Set(
        startupGroups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])),
      ),
    ].filter((file) => file.endsWith('.js'));
  }
}

module.exports = { PreloadStartupChunksPlugin };
