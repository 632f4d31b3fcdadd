// Every call and every link from the catalogue (issue 37): an endpoint's path is written once, in
// its declaration (packages/contracts/src/<area>/endpoints.ts), and a page's path once, in `paths`
// (packages/contracts/src/paths.ts, which the shell's router uses too). These selectors refuse
// the hand-written copies that drift from them: an `/api/…` path outside the catalogue, a client
// call by a hand-written path, and a page path typed into a link the API mails or redirects to.
//
// All of them are `no-restricted-syntax`, and a later config block that sets the same rule for
// the same files replaces its selectors instead of adding to them: the API's block therefore
// carries the `/api/` selectors again, and a new use of the rule should join these blocks.

const API_PATH = String.raw`/^\/api\//`;
const LITERAL = '/^(Literal|TemplateLiteral)$/';
const CATALOGUE =
  'is declared once, in the catalogue (@account/contracts): call it with `call` / `callFile` and `addresses.<service>.<endpoint>`, or build it with `fullPathOf` / `servicePrefixes`.';

/**
 * A string or template literal that starts with `/api/`: a path below the API. A host's base URL
 * `/api` is configuration, as the api-client's base URLs are.
 */
const apiPaths = [
  { selector: `Literal[value=${API_PATH}]`, message: `An /api/ path ${CATALOGUE}` },
  {
    selector: `TemplateLiteral[quasis.0.value.raw=${API_PATH}]`,
    message: `An /api/ path ${CATALOGUE}`,
  },
  {
    // `request('customer', 'user/data-export')`: the path below the service's prefix, by hand.
    selector: `CallExpression[callee.name=/^request(File)?$/][arguments.1.type=${LITERAL}]`,
    message:
      'The api-client calls by the catalogue: `call` / `callFile` with `addresses.<service>.<endpoint>` instead of `request` / `requestFile` with a hand-written path.',
  },
];

const PAGE = 'A page path is written once, in `paths` of @account/contracts:';

/** A page path written by hand into a link the API sends: in a mail, or in a redirect. */
const pageLinks = [
  {
    // The account root itself ('/', the referral link) is no page of `paths`.
    selector: `CallExpression[callee.name='shopLink'][arguments.2.type=${LITERAL}]:not([arguments.2.value='/'])`,
    message: `${PAGE} shopLink(config, locale, paths.orders.detail(number), query).`,
  },
  {
    selector: `CallExpression[callee.name='sendLinkMail'][arguments.4.type=${LITERAL}]`,
    message: `${PAGE} sendLinkMail(db, config, customer, kind, paths.login.setPassword(), query).`,
  },
  {
    selector: `CallExpression[callee.property.name='redirect'][arguments.0.type=${LITERAL}]`,
    message: `${PAGE} redirect to shopLink(config, locale, paths.<area>.<page>(), query).`,
  },
  {
    selector: `CallExpression[callee.property.name='header'][arguments.0.value=/^location$/i][arguments.1.type=${LITERAL}]`,
    message: `${PAGE} redirect to shopLink(config, locale, paths.<area>.<page>(), query).`,
  },
];

/** Tests and test kits call and link by hand on purpose: they check the paths from outside. */
const TESTS = ['**/*.test.{ts,tsx,mts}', '**/*.spec.{ts,tsx,mts}', '**/test/**', 'e2e/**'];

export const cataloguePaths = [
  {
    name: 'account/catalogue-paths',
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    ignores: [
      ...TESTS,
      // The catalogue itself: the service prefixes and the declarations.
      'packages/contracts/src/**',
      // The api-client's base configuration (the services' base URLs).
      'packages/api-client/src/config.ts',
      // Bench and deploy scripts measure the API from outside, by its paths.
      'scripts/**',
      // The API's code has its own block below.
      'apps/api/src/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...apiPaths] },
  },
  {
    name: 'account/catalogue-paths-api',
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      ...TESTS,
      // Where the API serves its OpenAPI document: its own route, not an endpoint of the catalogue.
      'apps/api/src/**/openapi.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...apiPaths, ...pageLinks] },
  },
];
