import Fastify from 'fastify';
import { z } from 'zod';
import { installCatalogueSchemas } from './catalogue-route';

// What a caller receives from a route whose answer is written from its declared schema.
const Order = z.object({
  number: z.string(),
  total: z.number(),
  deliveredAt: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  refund: z.union([
    z.object({ state: z.literal('none') }),
    z.object({ state: z.literal('paid'), amount: z.number() }),
  ]),
  note: z.string().optional(),
});

async function appAnswering(answer: unknown, share: number) {
  const app = Fastify({ logger: false });
  const logged: string[] = [];
  app.log.error = ((details: { problem: string }) => logged.push(details.problem)) as never;
  installCatalogueSchemas(app, share);
  app.get('/order', { schema: { response: { 200: Order } } }, async () => answer);
  // Over real HTTP: light-my-request's inject does not load under Jest's CommonJS runtime here.
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(`${origin}/order`);
    return { status: response.status, body: await response.text(), logged };
  } finally {
    await app.close();
  }
}

const order = {
  number: '7001-0001',
  total: 129,
  deliveredAt: null,
  items: [{ name: 'Kissen', quantity: 2 }],
  refund: { state: 'paid', amount: 64.5 },
};

describe('answers written from their declared schema', () => {
  test('a declared answer reaches the caller as declared, with nulls, unions and optional fields', async () => {
    const { status, body } = await appAnswering({ ...order, note: 'Zugestellt' }, 1);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ ...order, note: 'Zugestellt' });
  });

  test('fields a handler leaves on its objects never reach the caller, at any depth', async () => {
    const leaky = {
      ...order,
      passwordHash: '$argon2id$v=19$…',
      customerId: 42,
      items: [{ name: 'Kissen', quantity: 2, purchasePrice: 11.2 }],
      refund: { state: 'paid', amount: 64.5, iban: 'DE89370400440532013000' },
    };
    // Production checks a sample only: the answer is still written without the undeclared fields.
    const { status, body } = await appAnswering(leaky, 0);
    expect(status).toBe(200);
    expect(body).not.toMatch(/passwordHash|customerId|purchasePrice|iban|argon2|DE89/);
    expect(JSON.parse(body)).toEqual(order);
  });

  test('with every answer checked (tests, local runs), an answer off its schema fails its request', async () => {
    // fast-json-stringify would write 1 for 1.5; zod refuses the answer.
    const { status } = await appAnswering(
      { ...order, items: [{ name: 'Kissen', quantity: 1.5 }] },
      1,
    );
    expect(status).toBe(500);
  });

  test('a sampled check in production logs an answer off its schema and names the route', async () => {
    const { status, logged } = await appAnswering(
      { ...order, items: [{ name: 'Kissen', quantity: 1.5 }] },
      1 - Number.EPSILON,
    );
    expect(status).toBe(200);
    expect(logged).toEqual([expect.stringMatching(/^GET \/order answered off its schema/)]);
  });
});
