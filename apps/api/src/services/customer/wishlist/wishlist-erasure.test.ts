import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { LUCA, MAX_ORDERS } from '../../../test/order-helpers';
import { customer } from '../../../test/shopping-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)(
  'deleting an account erases its wishlist and product history (%s)',
  (dialect) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect);
    });
    afterAll(() => api.close());

    const rowsOf = async (customerId: string) => ({
      wishlist: await api.database.db
        .selectFrom('wishlist_items')
        .select('sku')
        .where('customer_id', '=', customerId)
        .execute(),
      views: await api.database.db
        .selectFrom('product_views')
        .select('base_product_no')
        .where('customer_id', '=', customerId)
        .execute(),
    });
    const internalId = async (email: string) =>
      (
        await api.database.db
          .selectFrom('customers')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;

    it('leaves no wishlist item or viewed product of the deleted customer, and another customer’s intact', async () => {
      const maxId = await internalId(MAX_ORDERS.email);
      const lucaId = await internalId(LUCA.email);
      expect((await rowsOf(maxId)).wishlist.length).toBeGreaterThan(0);
      const max = await customer(api, MAX_ORDERS.email);
      expect(
        await max.call('POST', '/api/cs/user/delete-account', { password: DEMO_PASSWORD }),
      ).toMatchObject({
        status: 200,
      });
      expect(await rowsOf(maxId)).toEqual({ wishlist: [], views: [] });
      const luca = await rowsOf(lucaId);
      expect(luca.wishlist).toHaveLength(5);
      expect(luca.views).toHaveLength(7);
    });
  },
);
