// One webpack set-up for every host and remote, so they build the same way and cannot drift.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared.cjs');

/** Deployed builds live under /dpl/av, local ones at /; set by BASE_PATH at build time. */
function basePath() {
  const value = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
  return value === '' ? '/' : value;
}

// react-router's package exports its development build by default; production builds get the
// production one (no dev warnings, fewer bytes). Only @account/router imports it.
const reactRouterProduction = path.join(__dirname, 'node_modules/react-router/dist/production/index.mjs');

function common(dir) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: production ? { 'react-router$': reactRouterProduction } : {},
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

/** Hashed file names everywhere: servers cache them for good (see the serve scripts). */
function output(dir, name, publicPath) {
  return {
    path: path.join(dir, 'dist'),
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
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        // The bootstrap import and the host's own provided shared modules are what a cold start
        // loads; consume-fallback chunks hold the same modules again and are never fetched.
        const startupGroups = [...compilation.chunkGroups].filter(
          (group) =>
            !group.isInitial() &&
            group.origins.some((origin) => !origin.module || !origin.module.identifier().startsWith('consume-shared-module')),
        );
        const asyncScripts = [
          ...new Set(startupGroups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))),
        ].filter((file) => file.endsWith('.js'));
        data.headTags.push(
          ...asyncScripts.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}

/**
 * @param {{ dir: string, name: string }} options
 */
function remoteConfig({ dir, name }) {
  return {
    ...common(dir),
    // A remote is consumed only through ./Root; its entry is the preset's empty module.
    entry: require.resolve('./remote/entry.js'),
    output: output(dir, name, 'auto'),
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Root': './src/Root.tsx' },
        shared: sharedDependencies(dir),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // Uses the host's federation runtime instead of shipping its own (~20 kB gzip less per
        // remote). Such a remote runs only inside a host built with provideExternalRuntime.
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

/**
 * @param {{ dir: string, name: string, defaultRegistry: Record<string, string> }} options
 */
function hostConfig({ dir, name, defaultRegistry }) {
  const base = basePath();
  return {
    ...common(dir),
    output: output(dir, name, base === '/' ? '/' : `${base}/`),
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedDependencies(dir),
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: { provideExternalRuntime: true },
      }),
      // The plugin that hands the runtime to remotes is resolved as CommonJS, which would pull a
      // second copy of the runtime core into the host; its ESM build reuses the one already there.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
      new webpack.DefinePlugin({
        __BASE_PATH__: JSON.stringify(base),
        __DEFAULT_REGISTRY__: JSON.stringify(defaultRegistry),
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src/index.html'),
        templateParameters: { basePath: base === '/' ? '' : base },
        scriptLoading: 'defer',
      }),
      new PreloadStartupChunksPlugin(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 64 }),
    ],
  };
}

module.exports = { remoteConfig, hostConfig, basePath };
