import { orderArrival, shipmentArrival, trackingStepDates } from './order-arrival';
import { trackingSteps, type ItemStatus } from './order-status';

const placed = '2026-11-28T09:00:00.000Z';
const dispatched = '2026-11-29T15:00:00.000Z';
const expected = '2026-12-02T17:00:00.000Z';
const delivered = '2026-12-02T11:00:00.000Z';

const order = (statuses: ItemStatus[], dates: object = {}) => ({
  trackingVariant: 'standard' as const,
  items: statuses.map((status) => ({ status })),
  placedAtDateAndTime: placed,
  ...dates,
});

describe('orderArrival', () => {
  it('announces the expected delivery while the order is on its way', () => {
    expect(orderArrival(order(['inDelivery'], { expectedDeliveryAt: expected }))).toEqual({
      kind: 'expected',
      at: expected,
    });
    expect(orderArrival(order(['processing'], { expectedDeliveryAt: expected }))?.kind).toBe(
      'expected',
    );
  });

  it('says when it was delivered once every remaining item is delivered', () => {
    const arrival = orderArrival(
      order(['delivered', 'cancelled'], { expectedDeliveryAt: expected, deliveredAt: delivered }),
    );
    expect(arrival).toEqual({ kind: 'delivered', at: delivered });
  });

  it('promises nothing for a cancelled or returned order', () => {
    expect(orderArrival(order(['cancelled'], { expectedDeliveryAt: expected }))).toBeNull();
    expect(orderArrival(order(['returned'], { deliveredAt: delivered }))).toBeNull();
  });

  it('shows nothing when an older order service sends no dates', () => {
    expect(orderArrival(order(['dispatched']))).toBeNull();
    expect(orderArrival(order(['delivered']))).toBeNull();
  });
});

describe('trackingStepDates', () => {
  it('dates the first step, dispatch and delivery where they are known', () => {
    const dates = trackingStepDates(
      order(['delivered'], { dispatchedAt: dispatched, deliveredAt: delivered }),
      trackingSteps('standard'),
    );
    expect(dates).toEqual({ confirmed: placed, dispatched, delivered });
  });

  it('dates the check, the first step of orders checked first, and guesses nothing', () => {
    expect(trackingStepDates(order(['processing']), trackingSteps('checked'))).toEqual({
      checked: placed,
    });
  });
});

describe('shipmentArrival', () => {
  it('tells each parcel’s own arrival, delivered before expected', () => {
    expect(shipmentArrival({ expectedDeliveryAt: expected, deliveredAt: null })).toEqual({
      kind: 'expected',
      at: expected,
    });
    expect(shipmentArrival({ expectedDeliveryAt: expected, deliveredAt: delivered })).toEqual({
      kind: 'delivered',
      at: delivered,
    });
    expect(shipmentArrival({ expectedDeliveryAt: null, deliveredAt: null })).toBeNull();
  });
});
