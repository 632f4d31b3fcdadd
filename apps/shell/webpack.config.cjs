const path = require('node:path');
const {
  hostConfig,
  monolithConfig,
  prerenderConfig,
} = require('@account/federation-build/webpack');

// `webpack --env monolith` (pnpm build:monolith) builds the same shell with the remotes imported
// statically (docs/decisions/001-composition.md, "Monolith build"); both builds pre-render the login page.
const staticRemotes = path.join(__dirname, 'src/monolith/static-remotes.ts');

module.exports = (env = {}) => {
  const web = env.monolith
    ? monolithConfig({ dir: __dirname, name: 'shell', staticRemotes })
    : hostConfig({
        dir: __dirname,
        name: 'shell',
        // Used only when public/remotes.json cannot be read at run time.
        defaultRegistry: require('./public/remotes.json'),
      });
  return [
    web,
    prerenderConfig({
      dir: __dirname,
      entry: './src/prerender/render-page.tsx',
      staticRemotes,
      // The login page as a visitor sees it; for a customer with a session while the login state
      // is checked, the home with its greeting still a placeholder, and the frame every other
      // protected page shows (server/prerendered-pages.mts).
      pages: [
        { name: 'login', path: 'login', session: 'visitor' },
        { name: 'home', path: 'home', session: 'checking' },
        { name: 'account', path: 'orders', session: 'checking' },
      ],
      web,
    }),
  ];
};
