import { screen, within } from '@testing-library/react';
import { anItem, anOrderInTransit } from '../../test/orders';
import { orderPageTests } from '../../test/order-page';

/** Pans by DHL, out for delivery; the raised bed by freight forwarder two days later. */
const inTwoParcels = anOrderInTransit({
  items: [anItem('pans', 'Pfannenset', 'inDelivery'), anItem('bed', 'Hochbeet', 'dispatched')],
  expectedDeliveryAt: '2026-12-04T17:00:00.000Z',
  shipments: [
    {
      carrier: 'dhl',
      parcelNumber: '300071010064',
      itemIds: ['pans'],
      dispatchedAt: '2026-11-30T15:00:00.000Z',
      expectedDeliveryAt: '2026-12-02T23:30:00.000Z',
      deliveredAt: null,
    },
    {
      carrier: 'freight',
      parcelNumber: 'SP 7101/0006#1',
      itemIds: ['bed'],
      dispatchedAt: '2026-11-30T15:00:00.000Z',
      expectedDeliveryAt: '2026-12-04T17:00:00.000Z',
      deliveredAt: null,
    },
  ],
});

const openOrder = orderPageTests(inTwoParcels);

const shipment = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

it('shows each parcel with its carrier, contents and arrival, numbered', async () => {
  await openOrder(inTwoParcels);
  expect(screen.getByRole('heading', { level: 2, name: 'Ihre Sendungen' })).toBeInTheDocument();
  const first = shipment('Sendung 1 von 2');
  expect(first).toHaveTextContent('Versand mitDHL');
  expect(first).toHaveTextContent('InhaltPfannenset');
  expect(first).toHaveTextContent('Voraussichtliche LieferungDo., 3.12.');
  const second = shipment('Sendung 2 von 2');
  expect(second).toHaveTextContent('Spedition DB Schenker (Sperrgut)');
  expect(second).toHaveTextContent('InhaltHochbeet');
  expect(second).toHaveTextContent('Voraussichtliche LieferungFr., 4.12.');
});

it('links each parcel number to its carrier’s tracking page in a new tab, and says so', async () => {
  await openOrder(inTwoParcels);
  const dhl = within(shipment('Sendung 1 von 2')).getByRole('link', {
    name: '300071010064 (öffnet die Sendungsverfolgung in neuem Tab)',
  });
  expect(dhl).toHaveAttribute(
    'href',
    'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=300071010064',
  );
  expect(dhl).toHaveAttribute('target', '_blank');
  expect(dhl).toHaveAttribute('rel', 'noopener noreferrer');
  const freight = within(shipment('Sendung 2 von 2')).getByRole('link', {
    name: /^SP 7101\/0006#1/,
  });
  const url = new URL(freight.getAttribute('href') as string);
  expect(url.searchParams.get('refNumber')).toBe('SP 7101/0006#1');
  expect(url.hash).toBe('');
});

it('names no numbered parcel when there is one, and delivered parcels say when', async () => {
  const [parcel] = inTwoParcels.shipments ?? [];
  await openOrder(
    anOrderInTransit({
      shipments: [{ ...parcel!, carrier: 'swiss-post', deliveredAt: '2026-12-02T10:00:00.000Z' }],
    }),
  );
  const section = screen.getByRole('region', { name: 'Ihre Sendungen' });
  expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
  expect(section).toHaveTextContent('Die Schweizerische Post');
  expect(section).toHaveTextContent('Zugestellt amMi., 2.12.');
});

it('shows no parcels when the order service sends none, as an older one does', async () => {
  const older = anOrderInTransit();
  delete older.shipments;
  await openOrder(older);
  expect(screen.queryByRole('region', { name: 'Ihre Sendungen' })).toBeNull();
});
