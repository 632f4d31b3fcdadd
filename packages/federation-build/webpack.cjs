// One webpack set-up for every host and remote, so they build the same way and cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
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
const { MergeIdenticalChunksPlugin } = require('./build/merge-identical-chunks.cjs');
const { PreloadStartupChunksPlugin } = require('./build/preload-startup-chunks.cjs');
const { OneRuntimeCorePlugin } = require('./build/one-runtime-core.cjs');
const { StaticRemotesPlugin } = require('./build/static-remotes.cjs');
const { PrerenderPagesPlugin } = require('./build/prerender-pages.cjs');
const { BundlerRuntimeFromHostPlugin } = require('./build/bundler-runtime-from-host.cjs');
const { CompileStartupEagerlyPlugin } = require('./build/compile-startup-eagerly.cjs');

/** Deployed builds live under /dpl/av, local ones at /; set by BASE_PATH at build time. */
function basePath() {
  const value = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
  return value === '' ? '/' : value;
}

// react-router's package exports its development build by default; production builds get the
// production one (no dev warnings, fewer bytes). Only @account/router imports it, so the copy
// installed for that package is the one swapped. By its real path: webpack's resolver follows a
// link inside a linked folder from the wrong place (the registry-swap e2e builds a remote in a
// tree of links to this workspace).
function reactRouterProduction(dir) {
  const file = path.join(
    dir,
    'node_modules/@account/router/node_modules/react-router/dist/production/index.mjs',
  );
  return fs.existsSync(file) ? fs.realpathSync(file) : null;
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
        {
          // The hyphenation patterns (decision 071) come as one object literal of 746 kB; as JSON
          // the browser reads them in about half the time (docs/performance.md).
          test: /[\\/]hyphen[\\/]patterns[\\/][^\\/]+\.js$/,
          type: 'json',
          use: [require.resolve('./build/data-module-as-json.cjs')],
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
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
 * An app export for other teams' hosts: `./<Name>App` (made with bridge-react's
 * createBridgeComponent).
 */
const isAppExport = (key) => /^\.\/[A-Z]\w*App$/.test(key);

/** The archive of a remote's types that @module-federation/enhanced publishes beside its manifest. */
const TYPES_ARCHIVE = '@mf-types.zip';

/**
 * The exposes' declarations for other teams' TypeScript hosts, made the way
 * @module-federation/enhanced makes them: `@mf-types.zip` (a `.d.ts` per exposed module) and
 * `@mf-types.d.ts` (its `loadRemote` keys) beside the build, named in the manifest's
 * `metaData.types`, where enhanced's `dts.consumeTypes` fetches them. Compiled from the remote's
 * tsconfig.types.json, which leaves out the type check (`noCheck`: `pnpm typecheck` does that)
 * and so adds seconds, not the workspace's whole check, to the build.
 */
function publishedTypes(dir) {
  return {
    generateTypes: {
      tsConfigPath: path.join(dir, 'tsconfig.types.json'),
      abortOnError: true,
      // Compiled into the build's folder, then zipped: the folder itself is not published.
      deleteTypesFolder: true,
      // In the build's own process: a failure shows its error (in a child process it is lost),
      // and the build waits for the types either way.
      compileInChildProcess: false,
    },
    consumeTypes: false,
  };
}

/**
 * The dts plugin only logs a failure and leaves the manifest naming an archive that was never
 * written (answered 404); this makes it fail the build instead.
 */
class PublishedTypesCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishedTypesCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublishedTypesCheckPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          if (compilation.getAsset(TYPES_ARCHIVE)) return;
          compilation.errors.push(
            new webpack.WebpackError(
              `${TYPES_ARCHIVE} was not made: the exposes' types could not be compiled (see above)`,
            ),
          );
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, name: string, exposes: Record<string, string>, publishTypes?: boolean }} options
 * `exposes`: what the remote's hosts load, `./Root` always (packages/contracts); `./HomeTiles`
 * for tiles on the account home, loaded there without the remote's pages; `./<Name>App` for
 * other teams' hosts.
 * `publishTypes`: publish the exposes' types (`publishedTypes`) for other teams' TypeScript
 * hosts, in production builds; the remote then needs a tsconfig.types.json.
 */
function remoteConfig({ dir, name, exposes, publishTypes = false }) {
  if (!exposes?.['./Root']) throw new Error(`remote ${name} exposes no ./Root`);
  const { version } = require(path.join(dir, 'package.json'));
  // Another team's MF 2 host mounts a remote with an app export, and such a host hands out no
  // runtime of its own (an externalRuntime remote fails to start there): it brings its own.
  const foreignHosts = Object.keys(exposes).some(isAppExport);
  // REMOTE_BUILD_LABEL tells a second build of the same version apart (the registry-swap e2e);
  // REMOTE_DIST builds it beside the first instead of over it.
  const label = process.env.REMOTE_BUILD_LABEL;
  const outputOptions = output(dir, name, 'auto');
  // Development builds leave them out: the dts plugin would start its type server there.
  const types = publishTypes && process.env.NODE_ENV !== 'development';
  return {
    ...common(dir),
    // A remote is consumed only through what it exposes; its entry is the preset's empty module.
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
        exposes,
        shared: sharedDependencies(dir, {
          singletonsFromHost: !foreignHosts,
          foreignHosts,
          remote: true,
        }),
        manifest: true,
        dts: types ? publishedTypes(dir) : false,
        shareStrategy: 'loaded-first',
        // Uses the host's federation runtime instead of shipping its own (~20 kB gzip less per
        // remote), and the host's bundler runtime too (BundlerRuntimeFromHostPlugin, 3.6 kB).
        // Such a remote runs only inside a host built with provideExternalRuntime.
        // Browser only, like the host: the runtime's Node code paths are dropped at build time.
        // A remote loads no remotes itself; where it carries its own runtime (foreignHosts), that
        // runtime leaves out loading them, and with it the manifests' snapshots (~8 kB gzip).
        experiments: {
          externalRuntime: !foreignHosts,
          optimization: { target: 'web', disableRemote: foreignHosts },
        },
      }),
      ...(foreignHosts
        ? []
        : [
            new BundlerRuntimeFromHostPlugin({
              fromHost: federationRuntime(dir, 'bundler-runtime-from-host.ts'),
            }),
          ]),
      new OneProvidedCopyPlugin(),
      new MergeIdenticalChunksPlugin(),
      new CompileStartupEagerlyPlugin(),
      ...(types ? [new PublishedTypesCheckPlugin()] : []),
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
 * ceremonies of a passkey; real-user monitoring's collector and web-vitals, loaded once the page
 * is usable, docs/decisions/061): they keep a chunk of their own instead of joining every page's
 * startup file.
 */
const ON_DEMAND_LIBRARIES = /[\\/](@simplewebauthn|web-vitals|rum[\\/]collector)[\\/]/;

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
  const preloaded = new PreloadStartupChunksPlugin();
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
        shared: sharedDependencies(dir, { host: true }),
        // What this host provides (shared versions, singletons), published beside its page as
        // mf-manifest.json: `pnpm deploy-check` compares a remote's requirements with it.
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // Hands the remotes the host's bundler runtime along with its federation runtime; and
        // every build on the page its shared modules without range checks whose answer is known.
        runtimePlugins: [
          ...(provideExternalRuntime
            ? [federationRuntime(dir, 'bundler-runtime-for-remotes.ts')]
            : []),
          federationRuntime(dir, 'share-without-range-check.ts'),
        ],
        // Browser only: the runtime's Node code paths are dropped at build time.
        experiments: { provideExternalRuntime, optimization: { target: 'web' } },
      }),
      new OneProvidedCopyPlugin(),
      new MergeIdenticalChunksPlugin(),
      new OneRuntimeCorePlugin(),
      new webpack.DefinePlugin({
        __BASE_PATH__: JSON.stringify(base),
        __DEFAULT_REGISTRY__: JSON.stringify(defaultRegistry),
      }),
      htmlPage(dir, base, true),
      preloaded,
      new CompileStartupEagerlyPlugin({ preloaded }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 64 }),
    ],
  };
}

/** A file of the runtime on the page, @account/federation's src/runtime, as the app installs it. */
function federationRuntime(dir, file) {
  const federation = federationDir(dir);
  if (!federation) throw new Error(`${dir} has no @account/federation, the runtime on the page`);
  return path.join(federation, 'src/runtime', file);
}

/** The remotes imported statically in place of @account/federation's runtime module. */
function staticRemotesPlugin(dir, staticRemotes) {
  const federation = federationDir(dir);
  if (!federation) throw new Error(`${dir} has no @account/federation to import the remotes into`);
  return new StaticRemotesPlugin({ staticRemotes, federationSource: path.join(federation, 'src') });
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
  const preloaded = new PreloadStartupChunksPlugin({ entryChildrenOnly: true });
  return {
    ...common(dir),
    name: 'web',
    output: {
      ...output(dir, name, base === '/' ? '/' : `${base}/`),
      path: path.join(dir, 'dist-monolith'),
    },
    plugins: [
      staticRemotesPlugin(dir, staticRemotes),
      new webpack.DefinePlugin(staticRemotesDefinitions(base)),
      new MergeIdenticalChunksPlugin(),
      htmlPage(dir, base, false),
      preloaded,
      new CompileStartupEagerlyPlugin({ preloaded }),
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
      staticRemotesPlugin(dir, staticRemotes),
      new webpack.DefinePlugin(staticRemotesDefinitions(base)),
      // One file: the remotes' lazy imports resolve in the same bundle.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({
        bundle: path.join(outputPath, 'render-page.js'),
        pages,
        webDist: web.output.path,
        dir,
        cspNonce: CSP_NONCE_PLACEHOLDER,
      }),
    ],
  };
}

module.exports = { remoteConfig, hostConfig, monolithConfig, prerenderConfig, basePath };
