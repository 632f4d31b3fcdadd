import Fastify from 'fastify';
import { catalogue, servicePrefixes } from '@account/contracts';
import { Conflict, NotFound } from '../domain/domain-error';
import { route, installCatalogueSchemas } from './catalogue-route';
import { installErrorHandling } from './error-handling';

/** An order-detail route that refuses with `refusal`, on an app that refuses undeclared keys or not. */
async function orderRefusing(refusal: Error, refuseUndeclaredKeys: boolean) {
  const app = Fastify({ logger: false });
  const logged: string[] = [];
  app.log.error = ((_details: unknown, message: string) => logged.push(message)) as never;
  installCatalogueSchemas(app, 1);
  installErrorHandling(app, refuseUndeclaredKeys);
  await app.register(
    async (service) => {
      // Logged in, as the guard would have found: the route's own refusal is under test.
      service.decorate('requireCustomer', async () => undefined);
      route(service, catalogue.orderHistory.order, async () => {
        throw refusal;
      });
    },
    { prefix: servicePrefixes.orderHistory },
  );
  // Over real HTTP: light-my-request's inject does not load under Jest's CommonJS runtime here.
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(`${origin}${servicePrefixes.orderHistory}/order/7001`);
    return { status: response.status, body: await response.json(), logged };
  } finally {
    await app.close();
  }
}

describe('a route answers the error keys its declaration lists', () => {
  test('a declared key reaches the caller with the status of its kind', async () => {
    const { status, body, logged } = await orderRefusing(new NotFound(), true);
    expect({ status, body }).toEqual({ status: 404, body: { errorKey: 'NOT_FOUND' } });
    expect(logged).toEqual([]);
  });

  test('where every answer is checked, an undeclared key fails the request and is logged', async () => {
    const { status, body, logged } = await orderRefusing(new Conflict('PRODUCT_SOLD_OUT'), true);
    expect({ status, body }).toEqual({ status: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toEqual(['an error key the endpoint does not declare']);
  });

  test('in production the customer still gets the answer; the log gets the finding', async () => {
    const { status, body, logged } = await orderRefusing(new Conflict('PRODUCT_SOLD_OUT'), false);
    expect({ status, body }).toEqual({ status: 409, body: { errorKey: 'PRODUCT_SOLD_OUT' } });
    expect(logged).toEqual(['an error key the endpoint does not declare']);
  });
});
