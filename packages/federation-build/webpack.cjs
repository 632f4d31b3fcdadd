// One webpack set-up for every host and remote, so they build the same way and cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  sharedDependencies,
  facadeLibraryAliases,
  facadeCacheGroups,
  unsharedEntryFolders,
  federationDir,
} = require('./shared.cjs');
const { OneProvidedCopyPlugin } = require('./build/one-provided-copy.cjs');

/** Deployed builds live under /dpl/av, local ones at /; set by BASE_PATH at build time. */
function basePath() {
  const value = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
  return value === '' ? '/' : value;
}

// react-router's package exports its development build by default; production builds get the
// production one (no dev warnings, fewer bytes). Only @account/router imports it, so the copy
// installed for that package is the one swapped.
function reactRouterProduction(dir) {
  const file = path.join(
    dir,
    'node_modules/@account/router/node_modules/react-router/dist/production/index.mjs',
  );
  return fs.existsSync(file) ? file : null;
}

function common(dir) {
  const production = process.env.NODE_ENV !== 'development';
  const productionRouter = production && reactRouterProduction(dir);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...facadeLibraryAliases(dir),
        ...(productionRouter ? { 'react-router$': productionRouter } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            // Resolved here, so a remote's package.json lists only what its own code imports.
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Module Federation gives a shared library two chunk groups (the provide chunk and the consume
 * fallback). Once split-chunks has moved their common parts out, the two chunks are often
 * byte-identical, but webpack's own duplicate merging ran before that; this second pass merges
 * them, so a manifest never lists (and a preload never fetches) the same bytes under two names.
 */
function mergeIdenticalChunks() {
  return new webpack.optimize.MergeDuplicateChunksPlugin({ stage: STAGE_ADVANCED + 1 });
}

/**
 * A build under a root path goes to its own folder (BASE_PATH=/dpl/av → dist-dpl-av), so building
 * the deployed variant never replaces the local one that `pnpm serve` and the e2e serve.
 */
function distFolder() {
  const base = basePath();
  return base === '/' ? 'dist' : `dist${base.replace(/\//g, '-')}`;
}

/** Hashed file names everywhere: servers cache them for good (see the serve scripts). */
function output(dir, name, publicPath) {
  return {
    path: path.join(dir, distFolder()),
    publicPath,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: `account_${name}`,
    clean: true,
  };
}

/**
 * The host's entry only starts the federation runtime; everything else (React, the router, the
 * pages) arrives in async chunks that the entry requests once it runs — one serial round trip
 * later. Preloading them from the HTML fetches them in parallel with the entry instead.
 */
class PreloadStartupChunksPlugin {
  /** @param {{ entryChildrenOnly?: boolean }} options */
  constructor({ entryChildrenOnly = false } = {}) {
    this.entryChildrenOnly = entryChildrenOnly;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
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
          const asyncScripts = [
            ...new Set(
              startupGroups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])),
            ),
          ].filter((file) => file.endsWith('.js'));
          data.headTags.push(
            ...asyncScripts.map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            })),
          );
          return data;
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, name: string }} options
 */
/**
 * A remote's app exports for other teams' hosts: `src/<Name>App.tsx` (made with bridge-react's
 * createBridgeComponent) is exposed as `./<Name>App`.
 */
function appExposes(dir) {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(dir, 'src'))
      .filter((file) => /^[A-Z]\w*App\.tsx$/.test(file))
      .map((file) => [`./${file.replace(/\.tsx$/, '')}`, `./src/${file}`]),
  );
}

function remoteConfig({ dir, name }) {
  const { version } = require(path.join(dir, 'package.json'));
  const apps = appExposes(dir);
  // Another team's MF 2 host mounts a remote with an app export, and such a host hands out no
  // runtime of its own (an externalRuntime remote fails to start there): it brings its own.
  const foreignHosts = Object.keys(apps).length > 0;
  // REMOTE_BUILD_LABEL tells a second build of the same version apart (the registry-swap e2e);
  // REMOTE_DIST builds it beside the first instead of over it.
  const label = process.env.REMOTE_BUILD_LABEL;
  const outputOptions = output(dir, name, 'auto');
  return {
    ...common(dir),
    // A remote is consumed only through ./Root (and ./HomeTiles); its entry is the preset's empty module.
    entry: require.resolve('./remote/entry.js'),
    output: process.env.REMOTE_DIST
      ? { ...outputOptions, path: path.resolve(dir, process.env.REMOTE_DIST) }
      : outputOptions,
    optimization: { splitChunks: { cacheGroups: facadeCacheGroups(dir) } },
    plugins: [
      // Which build runs, for support and for checking a deploy in the page (data-remote-build).
      new webpack.DefinePlugin({
        __REMOTE_BUILD__: JSON.stringify(label ? `${version}+${label}` : version),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: {
          './Root': './src/Root.tsx',
          // Tiles for the account home, loaded there without the remote's pages.
          ...(fs.existsSync(path.join(dir, 'src/HomeTiles.ts'))
            ? { './HomeTiles': './src/HomeTiles.ts' }
            : {}),
          ...apps,
        },
        shared: sharedDependencies(dir, { singletonsFromHost: !foreignHosts, foreignHosts }),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // Uses the host's federation runtime instead of shipping its own (~20 kB gzip less per
        // remote). Such a remote runs only inside a host built with provideExternalRuntime.
        // Browser only, like the host: the runtime's Node code paths are dropped at build time.
        experiments: { externalRuntime: !foreignHosts, optimization: { target: 'web' } },
      }),
      new OneProvidedCopyPlugin(),
      mergeIdenticalChunks(),
    ],
  };
}

/**
 * What the servers replace with each answer's nonce (NONCE_PLACEHOLDER of
 * @account/security-headers, which is TypeScript and so not loadable from here).
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The HTML page of a host build; `federated` decides whether the registry is preloaded. */
function htmlPage(dir, base, federated) {
  return new HtmlWebpackPlugin({
    template: path.join(dir, 'src/index.html'),
    templateParameters: {
      basePath: base === '/' ? '' : base,
      federated,
      cspNonce: CSP_NONCE_PLACEHOLDER,
    },
    scriptLoading: 'defer',
  });
}

/** The root path plus a host's own segment (`/dpl/av` + `creators-hub`). */
function mountedBasePath(mount) {
  const base = basePath();
  if (!mount) return base;
  return `${base === '/' ? '' : base}/${mount}`;
}

/**
 * Libraries a shared package imports only when a customer uses the feature (the WebAuthn
 * ceremonies of a passkey): they keep a chunk of their own instead of joining every page's
 * startup file.
 */
const ON_DEMAND_LIBRARIES = /[\\/]@simplewebauthn[\\/]/;

/**
 * @param {{ dir: string, name: string, defaultRegistry: Record<string, string>, mount?: string, provideExternalRuntime?: boolean }} options
 * `mount`: a segment the host adds below the root path (the creators hub's `creators-hub`).
 * `provideExternalRuntime`: false for a host whose remotes all bring their own runtime.
 */
function hostConfig({ dir, name, defaultRegistry, mount, provideExternalRuntime = true }) {
  const base = mountedBasePath(mount);
  const unshared = unsharedEntryFolders(dir);
  const isUnshared = (name) => unshared.some((folder) => name.startsWith(folder));
  // The unshared entry points of shared packages stay with the pages that use them, except what
  // the packages in the startup file use themselves (the session's login-state call).
  const inStartup = (module, moduleGraph, seen = new Set()) => {
    // What a regular expression here would be tested against.
    const name = module.nameForCondition() ?? '';
    if (!/[\\/](node_modules|packages)[\\/]/.test(name) || ON_DEMAND_LIBRARIES.test(name)) {
      return false;
    }
    if (!isUnshared(name)) return true;
    if (seen.has(module)) return false;
    seen.add(module);
    return [...moduleGraph.getIncomingConnections(module)].some(
      ({ originModule }) => originModule && inStartup(originModule, moduleGraph, seen),
    );
  };
  return {
    ...common(dir),
    name: 'web',
    output: output(dir, name, base === '/' ? '/' : `${base}/`),
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Every shared library and workspace package the host provides is needed to render any
          // page, so they travel as one file: each provided module in its own chunk cost a
          // request apiece (20 on a cold start) for nothing a later page could skip.
          startup: {
            name: 'startup',
            test: (module, { moduleGraph }) => inStartup(module, moduleGraph),
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedDependencies(dir),
        // What this host provides (shared versions, singletons), published beside its page as
        // mf-manifest.json: `pnpm deploy-check` compares a remote's requirements with it.
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // Browser only: the runtime's Node code paths are dropped at build time.
        experiments: { provideExternalRuntime, optimization: { target: 'web' } },
      }),
      new OneProvidedCopyPlugin(),
      mergeIdenticalChunks(),
      // The plugin that hands the runtime to remotes is resolved as CommonJS, which would pull a
      // second copy of the runtime core into the host; its ESM build reuses the one already there.
      new webpack.NormalModuleReplacementPlugin(
        /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
        (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        },
      ),
      new webpack.DefinePlugin({
        __BASE_PATH__: JSON.stringify(base),
        __DEFAULT_REGISTRY__: JSON.stringify(defaultRegistry),
      }),
      htmlPage(dir, base, true),
      new PreloadStartupChunksPlugin(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 64 }),
    ],
  };
}

/**
 * Swaps the federation runtime module of the app's @account/federation (src/runtime/federation.ts)
 * for `staticRemotes` before it is resolved, so the replacement's own imports resolve from where
 * it lives.
 */
function replaceFederationRuntime(dir, staticRemotes) {
  const federation = federationDir(dir);
  if (!federation) throw new Error(`${dir} has no @account/federation to import the remotes into`);
  const federationSource = path.join(federation, 'src');
  return new webpack.NormalModuleReplacementPlugin(/(^|\/)runtime\/federation$/, (resource) => {
    if (resource.context?.startsWith(federationSource)) resource.request = staticRemotes;
  });
}

/**
 * The build-time constants of a build that imports the remotes' code itself: no registry, and
 * the remotes' `__REMOTE_BUILD__` (set per remote by `remoteConfig`) names that build.
 */
function staticRemotesDefinitions(base) {
  return {
    __BASE_PATH__: JSON.stringify(base),
    __DEFAULT_REGISTRY__: '{}',
    __REMOTE_BUILD__: JSON.stringify('monolith'),
  };
}

/**
 * The same shell with every remote imported statically (`staticRemotes`, a module with the
 * exports of src/runtime/federation.ts): no federation runtime, share scope or registry. Same
 * code and React tree; only how a remote's Root is reached differs. Built into dist-monolith.
 * @param {{ dir: string, name: string, staticRemotes: string }} options
 */
function monolithConfig({ dir, name, staticRemotes }) {
  const base = basePath();
  return {
    ...common(dir),
    name: 'web',
    output: {
      ...output(dir, name, base === '/' ? '/' : `${base}/`),
      path: path.join(dir, 'dist-monolith'),
    },
    plugins: [
      replaceFederationRuntime(dir, staticRemotes),
      new webpack.DefinePlugin(staticRemotesDefinitions(base)),
      mergeIdenticalChunks(),
      htmlPage(dir, base, false),
      new PreloadStartupChunksPlugin({ entryChildrenOnly: true }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 64 }),
    ],
  };
}

/**
 * Build-time pre-rendering: a Node bundle of `entry` (which exports `renderPage(page, locale,
 * config)`, rendering the shell's own routes with the remotes imported statically), run once the
 * browser build (`web`) is written. For each page and each shop locale of
 * public/runtime-config.json it writes `<page.name>.<locale>.html` beside index.html: the built page
 * with the rendered markup in #root and the styles that markup uses inline in the head, which the
 * shell server answers for that path on that shop's host and the browser then hydrates.
 * @param {{ dir: string, entry: string, staticRemotes: string, pages: Array<{ name: string }>, web: { output: { path: string } } }} options
 */
function prerenderConfig({ dir, entry, staticRemotes, pages, web }) {
  const base = basePath();
  const outputPath = `${web.output.path}-prerender`;
  return {
    ...common(dir),
    name: 'prerender',
    dependencies: ['web'],
    target: 'node',
    entry: { 'render-page': entry },
    output: {
      path: outputPath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [
      replaceFederationRuntime(dir, staticRemotes),
      new webpack.DefinePlugin(staticRemotesDefinitions(base)),
      // One file: the remotes' lazy imports resolve in the same bundle.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({
        bundle: path.join(outputPath, 'render-page.js'),
        pages,
        webDist: web.output.path,
        dir,
      }),
    ],
  };
}

class PrerenderPagesPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async () => {
      const { bundle, pages, webDist, dir } = this.options;
      delete require.cache[require.resolve(bundle)];
      const { renderPage } = require(bundle);
      const config = JSON.parse(
        fs.readFileSync(path.join(dir, 'public/runtime-config.json'), 'utf8'),
      );
      const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
      for (const locale of new Set(Object.values(config.shops))) {
        for (const page of pages) {
          const { html, styles } = await renderPage(page, locale, config);
          fs.writeFileSync(
            path.join(webDist, `${page.name}.${locale}.html`),
            prerenderedPage(template, { html, styles, locale }),
          );
        }
      }
    });
  }
}

/** The built index.html with the rendered markup, its inline styles and the shop's language. */
function prerenderedPage(template, { html, styles, locale }) {
  // html-webpack-plugin minifies the page in production builds (attribute quotes dropped).
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template))
    throw new Error('index.html has no empty <div id="root"></div> to render into');
  return (
    template
      // Inert until React has taken the markup over (apps/shell bootstrap): input before that would be lost.
      .replace(root, () => `<div id="root" inert>${html}</div>`)
      .replace(/<html lang="?[^">\s]*"?/, `<html lang="${locale}"`)
      .replace(
        '</head>',
        () => `${styles.replace('<style ', `<style nonce="${CSP_NONCE_PLACEHOLDER}" `)}</head>`,
      )
  );
}

module.exports = { remoteConfig, hostConfig, monolithConfig, prerenderConfig, basePath };
