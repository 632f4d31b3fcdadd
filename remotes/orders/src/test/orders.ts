import type { OpenInvoice, OpenInvoices, Order } from '@account/contracts';

/** An item of a test order, one of a kind. */
export const anItem = (id: string, title: string, status: Order['items'][number]['status']) => ({
  id,
  baseProductNo: id,
  sku: `${id}-01`,
  title,
  singlePrice: 49.99,
  quantity: 1,
  status,
  directSupplier: false,
  imagePath: `media/${id}.svg`,
});

/** A delivered order with one return on its way and one that has arrived; `change` alters it. */
export const aDeliveredOrder = (change: Partial<Order> = {}): Order => ({
  id: 'o-1',
  number: '71010007',
  externalCustomerId: 'c-1',
  placedAt: '2026-11-10',
  placedAtDateAndTime: '2026-11-10T09:30:00.000Z',
  timeZone: 'Europe/Berlin',
  paymentType: 'INVOICE',
  currency: 'EUR',
  shippingCosts: 4.95,
  subtotal: 149.97,
  total: 154.92,
  deliveryAddress: {
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Mustermann',
    street: 'Musterstraße',
    streetNumber: '12',
    addressAddition: null,
    zipCode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    type: 'POSTAL',
  },
  items: [
    anItem('pans', 'Pfannenset', 'returnRegistered'),
    anItem('pillow', 'Kopfkissen', 'returned'),
    anItem('blanket', 'Decke', 'delivered'),
  ],
  status: 'partiallyReturned',
  trackingVariant: 'standard',
  cancellation: { possible: false, minutesLeft: 0 },
  withdrawal: { possible: false, until: null, withdrawnAt: null },
  returnedOrder: true,
  returnPeriod: { possible: true, until: '2026-12-12' },
  returns: [
    {
      code: 'R71010007-1',
      registeredAt: '2026-11-14T10:00:00.000Z',
      receivedAt: '2026-11-18T10:00:00.000Z',
      reason: null,
      itemIds: ['pillow'],
    },
    {
      code: 'R71010007-2',
      registeredAt: '2026-11-20T10:00:00.000Z',
      receivedAt: null,
      reason: null,
      itemIds: ['pans'],
    },
  ],
  invoices: [],
  ...change,
});

/** Today's order, nothing dispatched yet: it can be cancelled online for 42 more minutes. */
export const anUndispatchedOrder = (change: Partial<Order> = {}): Order =>
  aDeliveredOrder({
    status: 'confirmed',
    items: [anItem('pans', 'Pfannenset', 'confirmed')],
    cancellation: { possible: true, minutesLeft: 42 },
    returnedOrder: false,
    returnPeriod: { possible: false, until: null },
    returns: [],
    ...change,
  });

/**
 * On its way: dispatched on Monday, expected by the end of a round that is 23:30 UTC on
 * Wednesday, 2 December 2026, already Thursday in all three shops' time zones.
 */
export const anOrderInTransit = (change: Partial<Order> = {}): Order =>
  anUndispatchedOrder({
    status: 'inDelivery',
    items: [anItem('pans', 'Pfannenset', 'inDelivery')],
    cancellation: { possible: false, minutesLeft: 0 },
    placedAtDateAndTime: '2026-11-27T09:30:00.000Z',
    dispatchedAt: '2026-11-30T15:00:00.000Z',
    expectedDeliveryAt: '2026-12-02T23:30:00.000Z',
    deliveredAt: null,
    ...change,
  });

/** What makes an order one of the Swiss shop (`aDeliveredOrder(inSwitzerland)`): francs, Zurich. */
export const inSwitzerland: Partial<Order> = {
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  deliveryAddress: {
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Muster',
    street: 'Bahnhofstrasse',
    streetNumber: '1',
    addressAddition: null,
    zipCode: '8001',
    city: 'Zürich',
    countryCode: 'CH',
    type: 'POSTAL',
  },
};

/** An open invoice of an order, to pay by transfer within 14 days; `change` alters it. */
export const anOpenInvoice = (
  invoiceNumber: string,
  change: Partial<OpenInvoice> = {},
): OpenInvoice => ({
  invoiceNumber,
  orderNumber: invoiceNumber.replace(/^RE/, ''),
  openAmount: 40.8,
  dueDate: '2026-11-30',
  paymentType: 'INVOICE',
  status: 'OPEN',
  paymentReference: invoiceNumber,
  ...change,
});

/** The German shop's account for transfers, as the open-invoices page shows it. */
export const aBankTransfer: NonNullable<OpenInvoices['bankTransfer']> = {
  recipient: 'Shop24 Direkt GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};
