import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from '@account/router';
import type { OrdersPage } from '@account/contracts';
import { answer, mockServices, type ServiceCall } from '@account/test-services';
import { aDeliveredOrder, anOrderInTransit } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

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
