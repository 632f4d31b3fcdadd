import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyAgainResult, Order } from '@account/contracts';
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

function renderDetail(order: Order, send: jest.Mock) {
  return render(
    <BuyAgainProvider send={send}>
      <BuyAgainSection order={order} />
      <ul>
        {order.items.map((entry) => (
          <li key={entry.id}>
            <BuyAgainItemButton order={order} item={entry} />
          </li>
        ))}
      </ul>
    </BuyAgainProvider>,
  );
}

it('buys the delivered order again by keyboard and moves focus to the outcome: what went in, what is sold out, the basket', async () => {
  await setUpShop('de-DE');
  const send = jest.fn(async (): Promise<BuyAgainResult> => ({
    items: [],
    added: [bought('Edelstahl-Pfannenset', 2)],
    unavailable: [{ ...bought('Daunen-Kopfkissen'), reason: 'SOLD_OUT' }],
  }));
  renderDetail(delivered, send);
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
  expect(send).toHaveBeenCalledWith('71010007', undefined);
});

it('buys one item again from its own button; when nothing could go in, a warning takes focus', async () => {
  await setUpShop('de-CH');
  const send = jest.fn(async (): Promise<BuyAgainResult> => ({
    items: [],
    added: [],
    unavailable: [{ ...bought('Daunen-Kopfkissen'), reason: 'DISCONTINUED' }],
  }));
  renderDetail(delivered, send);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Erneut kaufen: Daunen-Kopfkissen' }));
  expect(send).toHaveBeenCalledWith('71010007', ['pillow']);
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(
    'Diese Artikel können wir Ihnen gerade nicht in den Warenkorb legen.',
  );
  expect(warning).toHaveTextContent('Daunen-Kopfkissen – nicht mehr in unserem Sortiment');
  expect(warning.parentElement).toHaveFocus();
  expect(screen.queryByRole('status')).toBeNull();
});

it('says so when the call fails, and offers nothing for an order that has not arrived yet', async () => {
  await setUpShop('de-AT');
  const send = jest.fn().mockRejectedValue(new Error('offline'));
  const { unmount } = renderDetail(delivered, send);
  await userEvent.setup().click(screen.getByRole('button', { name: /alle Artikel/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt.');
  unmount();

  renderDetail({ ...delivered, items: [item('pans', 'Pfannenset', 'dispatched')] } as Order, send);
  expect(screen.queryByRole('button')).toBeNull();
});
