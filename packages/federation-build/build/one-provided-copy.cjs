// A shared package is provided under the version its config names (shared.cjs gives each the
// version the app itself resolves). When the package resolves to two files in one build — a
// dependency bringing its own copy, a workspace package linked from another tree — both are
// provided under that one version, and which of them the page gets depends on module order: a
// customer could get the copy the remote was not built for. Such a build fails instead.
const webpack = require('webpack');

const PLUGIN = 'OneProvidedCopyPlugin';
// ProvideSharedModule's identifier: `provide module (scope) [(layer) ]name@version = request`.
const PROVIDED = /^provide module \((.+?)\)(?: \((.+?)\))? (.+)@([^@]*?) = (.+)$/;

class OneProvidedCopyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        /** @type {Map<string, { name: string, version: string, files: Set<string> }>} */
        const provided = new Map();
        for (const module of modules) {
          const match = PROVIDED.exec(module.identifier());
          if (!match) continue;
          const [, scope, layer = '', name, version, file] = match;
          const key = `${scope}\0${layer}\0${name}\0${version}`;
          const entry = provided.get(key) ?? { name, version, files: new Set() };
          entry.files.add(file);
          provided.set(key, entry);
        }
        for (const { name, version, files } of provided.values()) {
          if (files.size < 2) continue;
          compilation.errors.push(
            new webpack.WebpackError(
              `${name} ${version} is provided from ${files.size} files, and a page could get any of them:\n  ${[...files].join('\n  ')}\nResolve ${name} to one copy (or share each copy under its own version).`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { OneProvidedCopyPlugin };
