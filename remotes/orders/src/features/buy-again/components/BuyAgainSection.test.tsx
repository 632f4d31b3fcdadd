import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Availability, BuyAgainResult, Order } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { setUpShop } from '../../../test/set-up';
import { BuyAgainProvider } from '../hooks/useBuyAgain';
import { BuyAgainItemButton } from './BuyAgainItemButton';
import { BuyAgainSection } from './BuyAgainSection';

const item = (id: string, title: string, status = 'delivered') =>
  ({ id, title, sku: `${id}-01`, status, quantity: 1 }) as Order['items'][number];

const delivered = {
  number: '71010007',
  items: [item('pans', 'Edelstahl-Pfannenset'), item('pillow', 'Daunen-Kopfkissen')],
} as Order;

const bought = (title: string, quantity = 1) => ({
  itemIds: [title],
  sku: `${title}-01`,
  title,
  quantity,
});

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

/** What the basket service was asked to buy again. */
const buyAgainCalls = () =>
  services.calls.filter((call) => call.path === '/api/basket/basket/buy-again').map((c) => c.body);

function renderDetail(order: Order, availability: Record<string, Availability | null> = {}) {
  return render(
    <BuyAgainProvider>
      <BuyAgainSection order={order} />
      <ul>
        {order.items.map((entry) => (
          <li key={entry.id}>
            <BuyAgainItemButton order={order} item={entry} availability={availability[entry.id]} />
          </li>
        ))}
      </ul>
    </BuyAgainProvider>,
  );
}

it('buys the delivered order again by keyboard and moves focus to the outcome: what went in, what is sold out, the basket', async () => {
  await setUpShop('de-DE');
  const result: BuyAgainResult = {
    items: [],
    added: [bought('Edelstahl-Pfannenset', 2)],
    unavailable: [{ ...bought('Daunen-Kopfkissen'), reason: 'SOLD_OUT' }],
  };
  services.use(answer('basket', 'buyAgain', result));
  renderDetail(delivered);
  const user = userEvent.setup();
  await user.tab();
  expect(
    screen.getByRole('button', { name: 'Erneut kaufen: alle Artikel der Bestellung 71010007' }),
  ).toHaveFocus();
  await user.keyboard('{Enter}');

  const outcome = await screen.findByRole('status');
  expect(outcome).toHaveFocus();
  expect(outcome).toHaveTextContent('2 Artikel liegen jetzt in Ihrem Warenkorb.');
  expect(outcome).toHaveTextContent('Daunen-Kopfkissen – leider ausverkauft');
  expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    'http://de.localhost:3000/warenkorb',
  );
  expect(buyAgainCalls()).toEqual([{ order_number: '71010007' }]);
});

it('buys one item again from its own button; when nothing could go in, a warning takes focus', async () => {
  await setUpShop('de-CH');
  services.use(
    answer('basket', 'buyAgain', {
      items: [],
      added: [],
      unavailable: [{ ...bought('Daunen-Kopfkissen'), reason: 'DISCONTINUED' }],
    }),
  );
  renderDetail(delivered);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Erneut kaufen: Daunen-Kopfkissen' }));
  const warning = await screen.findByRole('alert');
  expect(buyAgainCalls()).toEqual([{ order_number: '71010007', item_ids: ['pillow'] }]);
  expect(warning).toHaveTextContent(
    'Diese Artikel können wir Ihnen gerade nicht in den Warenkorb legen.',
  );
  expect(warning).toHaveTextContent('Daunen-Kopfkissen – nicht mehr in unserem Sortiment');
  expect(warning.parentElement).toHaveFocus();
  expect(screen.queryByRole('status')).toBeNull();
});

it('says so when the call fails, and offers nothing for an order that has not arrived yet', async () => {
  await setUpShop('de-AT');
  services.use(answer('basket', 'buyAgain', failWith(503)));
  const { unmount } = renderDetail(delivered);
  await userEvent.setup().click(screen.getByRole('button', { name: /alle Artikel/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt.');
  unmount();

  renderDetail({ ...delivered, items: [item('pans', 'Pfannenset', 'dispatched')] } as Order);
  expect(screen.queryByRole('button')).toBeNull();
});

it('offers no "Erneut kaufen" for an item the page shows as sold out, and still for the others', async () => {
  await setUpShop('de-DE');
  renderDetail(delivered, { pillow: 'SOLD_OUT', pans: 'ALMOST_SOLD_OUT' });
  expect(screen.queryByRole('button', { name: 'Erneut kaufen: Daunen-Kopfkissen' })).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Erneut kaufen: Edelstahl-Pfannenset' }),
  ).toBeInTheDocument();
});

it('offers an item\'s "Erneut kaufen" only once its stock is known', async () => {
  await setUpShop('de-DE');
  renderDetail(delivered, { pillow: null, pans: 'AVAILABLE' });
  expect(screen.queryByRole('button', { name: 'Erneut kaufen: Daunen-Kopfkissen' })).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Erneut kaufen: Edelstahl-Pfannenset' }),
  ).toBeInTheDocument();
});
