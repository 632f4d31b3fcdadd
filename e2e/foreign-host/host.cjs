// What every bundler's build of the foreign host shares (webpack.config.cjs, rspack.config.cjs,
// vite.config.mjs): which host it is, where it goes, which React it runs and the `shared` block the
// creators README gives. The e2e test (e2e/tests/foreign-host.spec.ts) picks the host by
// environment:
//   FOREIGN_HOST_BUNDLER  webpack (default), rspack or vite
//   FOREIGN_HOST_REACT    19.0 or 18: the host on that React (installed as react-19-0, react-18 …)
//                         instead of the workspace's 19.3
//   FOREIGN_HOST_ZUSTAND  4: the host shares zustand 4 (installed as zustand-4) beside React
//   FOREIGN_HOST_RUNTIME_ONLY  1: no Module Federation plugin, the runtime API alone
//                         (src/runtime-only.js), built by the bundler named
const path = require('node:path');

const bundler = process.env.FOREIGN_HOST_BUNDLER ?? 'webpack';
const react = process.env.FOREIGN_HOST_REACT;
const zustand = process.env.FOREIGN_HOST_ZUSTAND;
const runtimeOnly = process.env.FOREIGN_HOST_RUNTIME_ONLY === '1';

/** The host's name, its build's folder below dist/: webpack, rspack, webpack-react-18 … */
const name = [
  bundler,
  runtimeOnly && 'runtime-only',
  react && `react-${react}`,
  zustand && `zustand-${zustand}`,
]
  .filter(Boolean)
  .join('-');

const installed = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const suffix = (version) => version.replace('.', '-');

/** Resolve aliases that put the host on its React (and zustand), as its own install would. */
const aliases = {
  ...(react && {
    react: installed(`react-${suffix(react)}`),
    'react-dom': installed(`react-dom-${suffix(react)}`),
  }),
  ...(zustand && { zustand: installed(`zustand-${zustand}`) }),
};

/** The README's `shared` block; a host on zustand shares it too, as a host of its own would. */
const shared = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/client': { singleton: true },
  ...(zustand && { zustand: { singleton: true } }),
};

/** The page's entry; a host on zustand also keeps a store of its own (src/zustand-host.js). */
const entry = [
  runtimeOnly ? './src/runtime-only.js' : './src/index.js',
  ...(zustand ? ['./src/zustand-host.js'] : []),
];

/**
 * The bundler's Module Federation plugin (`plugin` makes it from its options) with the README's
 * options, unless the host has none. No static remotes: the page registers creators at run time.
 */
const federationPlugins = (plugin) =>
  runtimeOnly ? [] : [plugin({ name: 'foreign_host', shared })];

module.exports = {
  bundler,
  entry,
  name,
  outDir: path.join(__dirname, 'dist', name),
  aliases,
  federationPlugins,
  html: path.join(__dirname, 'index.html'),
};
