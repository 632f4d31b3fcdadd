import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from '@account/router';
import type { OrdersPage } from '@account/contracts';
import { answer, mockServices, type ServiceCall } from '@account/test-services';
import { aDeliveredOrder, anItem, anOrderInTransit } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** Pans by DHL, the raised bed by freight forwarder. */
const inTwoParcels = anOrderInTransit({
  id: 'o-6',
  number: '79006',
  items: [anItem('pans', 'Pfannenset', 'inDelivery'), anItem('bed', 'Hochbeet', 'dispatched')],
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

const orderOf = (n: number) => aDeliveredOrder({ id: `o-${n}`, number: `7900${n}` });

/** The service filters as the real one would, by what the test needs: the query it was sent. */
function historyService(call: ServiceCall): OrdersPage {
  const q = call.query.get('q');
  if (q === 'Pfannenset') {
    const delivered = orderOf(3);
    return {
      orders: [
        anOrderInTransit({ id: 'o-4', number: '79004' }),
        { ...delivered, deliveredAt: '2026-11-12T10:00:00.000Z' },
        orderOf(5),
      ],
      nextCursor: null,
      totalCount: 3,
    };
  }
  if (q === 'Hochbeet') return { orders: [inTwoParcels], nextCursor: null, totalCount: 1 };
  if (q === 'nichts') return { orders: [], nextCursor: null, totalCount: 0, years: [2026, 2025] };
  if (call.query.get('state') === 'returned')
    return { orders: [orderOf(2)], nextCursor: null, totalCount: 1, years: [2026, 2025] };
  return {
    orders: [orderOf(1), orderOf(2)],
    nextCursor: null,
    totalCount: 2,
    years: [2026, 2025],
  };
}

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'orders', historyService),
);

async function renderHistory(search = '') {
  const OrdersRoot = (await import('../../Root')).default;
  window.history.pushState({}, '', `/orders${search}`);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<OrdersRoot />} />
      </Routes>
    </BrowserRouter>,
  );
}

const sentQueries = () =>
  services.calls
    .filter((call) => call.path === '/api/order-history/orders')
    .map((call) => Object.fromEntries(call.query));

beforeEach(() => setUpShop('de-DE'));

it('applies the chosen filters to the address and the service, and counts what matches', async () => {
  await renderHistory();
  expect(await screen.findByText(/Sie haben 2 Bestellungen\./)).toBeInTheDocument();
  const user = userEvent.setup();
  const search = screen.getByRole('search', { name: 'Bestellungen finden' });
  await user.selectOptions(within(search).getByLabelText('Status'), 'Zurückgeschickt');
  await user.selectOptions(within(search).getByLabelText('Zeitraum'), 'Jahr 2025');
  await user.click(within(search).getByRole('button', { name: 'Anzeigen' }));

  expect(await screen.findByText(/1 Bestellung gefunden/)).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(window.location.search).toBe('?period=2025&state=returned');
  expect(sentQueries().at(-1)).toMatchObject({ period: '2025', state: 'returned' });
  // The form shows the filters the address holds.
  expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('returned');
});

it('reads the filters from a shared address and keeps them when sorting oldest first', async () => {
  await renderHistory('?state=returned&q=Becher');
  expect(await screen.findByText(/1 Bestellung gefunden/)).toBeInTheDocument();
  expect(sentQueries().at(-1)).toMatchObject({ state: 'returned', q: 'Becher' });
  expect(screen.getByLabelText<HTMLInputElement>(/Bestellnummer oder Artikel/).value).toBe(
    'Becher',
  );
  await userEvent.setup().click(screen.getByRole('link', { name: 'Älteste zuerst anzeigen' }));
  expect(await screen.findByText(/Älteste zuerst$/)).toBeInTheDocument();
  expect(sentQueries().at(-1)).toMatchObject({ state: 'returned', q: 'Becher', sort: 'oldest' });
});

it('says when nothing matches and resets every filter with one link', async () => {
  await renderHistory('?q=nichts&state=open');
  expect(await screen.findByText('0 Bestellungen gefunden')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Keine Bestellung gefunden' })).toBeInTheDocument();
  const resets = screen.getAllByRole('link', { name: 'Alle Filter zurücksetzen' });
  await userEvent.setup().click(resets[resets.length - 1] as HTMLElement);
  expect(await screen.findByText(/Sie haben 2 Bestellungen\./)).toBeInTheDocument();
  expect(window.location.search).toBe('');
});

it('ignores filter values the address cannot mean', async () => {
  await renderHistory('?state=verloren&period=bald');
  expect(await screen.findByText(/Sie haben 2 Bestellungen\./)).toBeInTheDocument();
  const sent = sentQueries().at(-1);
  expect(sent).not.toHaveProperty('state');
  expect(sent).not.toHaveProperty('period');
});

it('tells on each card when the order arrives or arrived, and nothing where no date was sent', async () => {
  await renderHistory('?q=Pfannenset');
  expect(await screen.findByText(/3 Bestellungen gefunden/)).toBeInTheDocument();
  const [inTransit, delivered, undated] = screen.getAllByRole('article');
  const line = (card: HTMLElement | undefined, term: string) =>
    within(card as HTMLElement).getByText(term, { selector: 'dt' }).parentElement;
  expect(line(inTransit, 'Voraussichtliche Lieferung')).toHaveTextContent('Do., 3.12.');
  expect(line(delivered, 'Zugestellt am')).toHaveTextContent('Do., 12.11.');
  expect(within(undated as HTMLElement).queryByText(/Zugestellt am|Voraussichtliche/)).toBeNull();
});

it('shows each parcel of an order on its card with carrier and number, linked to the tracking page', async () => {
  await renderHistory('?q=Hochbeet');
  const card = await screen.findByRole('article', { name: 'Bestellnummer 79006' });
  const parcels = within(card).getByRole('region', { name: 'Ihre Sendungen' });
  expect(within(parcels).getAllByRole('listitem')).toHaveLength(2);
  expect(parcels).toHaveTextContent('Versand mitDHL');
  expect(parcels).toHaveTextContent('Spedition DB Schenker (Sperrgut)');
  expect(within(parcels).getByRole('link', { name: /^300071010064/ })).toHaveAttribute(
    'href',
    'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=300071010064',
  );
  expect(within(parcels).getByRole('link', { name: /^SP 7101\/0006#1/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  // The card says when the order arrives; its parcels do not repeat it.
  expect(within(parcels).queryByText('Voraussichtliche Lieferung')).toBeNull();
  expect(within(card).getByRole('link', { name: 'Bestellnummer 79006' })).toHaveAttribute(
    'href',
    '/orders/79006',
  );
});
