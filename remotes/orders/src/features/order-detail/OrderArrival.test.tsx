import { screen, within } from '@testing-library/react';
import { aDeliveredOrder, anItem, anOrderInTransit } from '../../test/orders';
import { orderPageTests } from '../../test/order-page';

const openOrder = orderPageTests(anOrderInTransit());

const step = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Sendungsverlauf' })).getByText(name, {
    selector: 'li > span:last-child',
  });

it.each([
  ['de-DE', 'Europe/Berlin'],
  ['de-AT', 'Europe/Vienna'],
  ['de-CH', 'Europe/Zurich'],
] as const)(
  'says when an order on its way arrives, on the shop calendar (%s)',
  async (locale, timeZone) => {
    await openOrder(anOrderInTransit({ timeZone }), locale);
    // 23:30 UTC on Wednesday is Thursday in every shop: a date read in UTC would say "Mi., 2.12.".
    expect(screen.getByText('Voraussichtliche Lieferung').closest('p')).toHaveTextContent(
      'Voraussichtliche Lieferung Do., 3.12.',
    );
    expect(step(/^Bestätigt/)).toHaveTextContent('Fr., 27.11.');
    expect(step(/^Versendet/)).toHaveTextContent('Mo., 30.11.');
    expect(step(/^Zugestellt/)).toHaveTextContent('voraussichtlich Do., 3.12.');
    expect(step(/^In Bearbeitung/)).not.toHaveTextContent(/\d/);
  },
);

it('says when a delivered order was delivered, and no longer promises a day', async () => {
  await openOrder(
    anOrderInTransit({
      status: 'delivered',
      items: [anItem('pans', 'Pfannenset', 'delivered')],
      deliveredAt: '2026-12-02T10:15:00.000Z',
    }),
  );
  expect(screen.getByText('Zugestellt am').closest('p')).toHaveTextContent(
    'Zugestellt am Mi., 2.12.',
  );
  expect(screen.queryByText(/Voraussichtliche Lieferung|voraussichtlich/)).toBeNull();
  expect(step(/^Zugestellt/)).toHaveTextContent('Mi., 2.12.');
});

it('shows no dates when the order service sends none, as an older one does', async () => {
  const older = anOrderInTransit();
  delete older.dispatchedAt;
  delete older.expectedDeliveryAt;
  delete older.deliveredAt;
  await openOrder(older);
  expect(screen.queryByText(/Voraussichtliche Lieferung|Zugestellt am|voraussichtlich/)).toBeNull();
  expect(step(/^Versendet/)).not.toHaveTextContent(/\d/);
});

it('promises no delivery for a cancelled order', async () => {
  await openOrder(
    aDeliveredOrder({
      status: 'cancelled',
      items: [anItem('pans', 'Pfannenset', 'cancelled')],
      expectedDeliveryAt: '2026-12-02T23:30:00.000Z',
    }),
  );
  expect(screen.queryByText(/Voraussichtliche Lieferung/)).toBeNull();
});
