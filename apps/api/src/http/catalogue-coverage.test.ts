import { allEndpoints, catalogue, fullPathOf } from '@account/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test/api-harness';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { catalogueMismatches, recordRoutes, type RegisteredRoute } from './catalogue-coverage';

/** Every route the app registers, with the local-only ones (outbox, offline reCAPTCHA) switched on. */
async function routesOfTheApp(database: TestDatabase): Promise<RegisteredRoute[]> {
  const config = testConfig(database);
  const app = buildApp({
    db: database.db,
    config: {
      ...config,
      devMailbox: true,
      auth: { ...config.auth, recaptcha: { mode: 'offline' } },
    },
    logger: false,
  });
  const routes = recordRoutes(app);
  await app.ready();
  await app.close();
  return routes;
}

describe('the catalogue and the routes of the API', () => {
  let database: TestDatabase;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    routes = await routesOfTheApp(database);
  });
  afterAll(() => database.drop());

  it('has a route for every declaration and a declaration for every route', () => {
    expect(catalogueMismatches(routes, allEndpoints)).toEqual({ undeclared: [], unrouted: [] });
  });

  it('names a declared endpoint whose route is gone', () => {
    const removed = catalogue.customer.personalDetails;
    const withoutIt = routes.filter(
      (route) => !(route.method === removed.method && route.url === fullPathOf(removed)),
    );
    expect(catalogueMismatches(withoutIt, allEndpoints)).toEqual({
      undeclared: [],
      unrouted: ['GET /api/cs/user/personal-details'],
    });
  });

  it('names a route nobody declared', () => {
    const extra = { method: 'POST', url: '/api/cs/user/undeclared' };
    expect(catalogueMismatches([...routes, extra], allEndpoints)).toEqual({
      undeclared: ['POST /api/cs/user/undeclared'],
      unrouted: [],
    });
  });
});
