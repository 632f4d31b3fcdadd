// The foreign host as a Vite build with Module Federation's Vite plugin, as the creators README
// says: the same page (src/, index.html) and `shared` block as the webpack host (host.cjs).
import { createRequire } from 'node:module';
import { federation } from '@module-federation/vite';

const host = createRequire(import.meta.url)('./host.cjs');

export default {
  root: import.meta.dirname,
  logLevel: 'warn',
  resolve: { alias: host.aliases },
  build: { outDir: host.outDir, emptyOutDir: true },
  plugins: [
    // dts: this JavaScript host has no types to publish; left on, the plugin compiles them from a
    // tsconfig.json it does not find.
    ...host.federationPlugins((options) => federation({ ...options, dts: false })),
    {
      // index.html is every bundler's page without a script; Vite takes its entries from the page.
      name: 'foreign-host-entry',
      transformIndexHtml: {
        order: 'pre',
        handler: () =>
          host.entry.map((file) => ({
            tag: 'script',
            attrs: { type: 'module', src: file.replace(/^\./, '') },
            injectTo: 'body',
          })),
      },
    },
  ],
};
