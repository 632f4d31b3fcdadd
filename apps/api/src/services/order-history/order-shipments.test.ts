import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, ownOrder } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

/** The demo order of pans and, where it is sold, a raised bed (seed/demo-orders.ts). */
const PANS_AND_RAISED_BED = 6;

describe.each(dialects)('where an order is (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const orderOf = (customer: typeof MAX_ORDERS, seq: number) => ownOrder(api, customer, seq);

  it('an order in two parcels names both: the pans by DHL, the raised bed by freight forwarder', async () => {
    const order = await orderOf(MAX_ORDERS, PANS_AND_RAISED_BED);
    const [pans, raisedBed] = order.items;
    expect(raisedBed?.title).toBe('Hochbeet aus Lärchenholz');
    expect(order.shipments).toHaveLength(2);
    const [parcel, freight] = order.shipments ?? [];
    expect(parcel).toMatchObject({ carrier: 'dhl', itemIds: [pans?.id], deliveredAt: null });
    expect(parcel?.parcelNumber).toMatch(/^30\d{10}$/);
    expect(freight).toMatchObject({ carrier: 'freight', itemIds: [raisedBed?.id] });
    // The forwarder comes later by appointment; the order is expected when its last parcel is.
    expect(Date.parse(freight?.expectedDeliveryAt as string)).toBeGreaterThan(
      Date.parse(parcel?.expectedDeliveryAt as string),
    );
    expect(order.expectedDeliveryAt).toBe(freight?.expectedDeliveryAt);
  });

  it.each([
    ['AT', ANNA, 'post-at', /^CA\d{9}AT$/],
    ['CH', LUCA, 'swiss-post', /^9998100000\d{8}$/],
  ] as const)(
    'the %s shop sends by its own post, one parcel for what fits',
    async (_, customer, carrier, number) => {
      const order = await orderOf(customer, SEQ.inDelivery);
      expect(order.shipments).toHaveLength(1);
      const [parcel] = order.shipments ?? [];
      expect(parcel?.carrier).toBe(carrier);
      expect(parcel?.parcelNumber).toMatch(number);
      expect(parcel?.itemIds).toEqual(order.items.map((item) => item.id));
      expect(parcel?.expectedDeliveryAt).toBe(order.expectedDeliveryAt);
    },
  );

  it('the Swiss shop, which does not sell the raised bed, ships that order in one parcel', async () => {
    const order = await orderOf(LUCA, PANS_AND_RAISED_BED);
    expect(order.items.map((item) => item.title)).toEqual(['Edelstahl-Pfannenset, 3-teilig']);
    expect(order.shipments?.map((s) => s.carrier)).toEqual(['swiss-post']);
  });

  it('a delivered parcel says when; nothing is shipped before dispatch', async () => {
    const delivered = await orderOf(MAX_ORDERS, SEQ.delivered);
    expect(delivered.shipments?.map((s) => s.deliveredAt)).toEqual([delivered.deliveredAt]);
    expect((await orderOf(MAX_ORDERS, SEQ.today)).shipments).toEqual([]);
  });
});
