import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockServices } from '@account/test-services';
import { renderAt } from '@account/test-services/src/render-area';
import { aDeliveredOrder, anItem } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** Delivered: a pan set, two pillows on one line and a blanket, nothing returned yet. */
const order = aDeliveredOrder({
  items: [
    anItem('pans', 'Pfannenset', 'delivered'),
    { ...anItem('pillow', 'Kopfkissen', 'delivered'), quantity: 2 },
    anItem('blanket', 'Decke', 'delivered'),
  ],
  status: 'delivered',
  returns: [],
});

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'order', order),
  answer('products', 'products', { products: [] }),
  answer('orders', 'returnOrder', { ...order, returnedOrder: true }),
);

const returnsSent = () =>
  services.calls.filter((call) => call.path === '/api/orders/orders/return').map((c) => c.body);

async function openReturnForm() {
  await setUpShop('de-DE');
  const OrdersRoot = (await import('../../Root')).default;
  renderAt(`/orders/${order.number}/returns`, <OrdersRoot />);
  await screen.findByRole('heading', { level: 1, name: 'Artikel zurücksenden' });
}

it('shows each item with its picture beside its title, the title alone naming the checkbox', async () => {
  await openReturnForm();
  const pans = screen.getByRole('checkbox', { name: /^Pfannenset – 1 × 49,99\s€$/ });
  const picture = pans.closest('label')!.querySelector('img')!;
  expect(picture).toHaveAttribute('src', expect.stringContaining('media/pans.svg'));
  // Decorative: the title beside it already says what it shows.
  expect(picture).toHaveAttribute('alt', '');
});

it('asks why for each chosen item; a missing reason is named in the focused summary and inline at its item', async () => {
  await openReturnForm();
  const user = userEvent.setup();
  expect(screen.queryByRole('combobox', { name: /Warum senden Sie/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: /^Pfannenset/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Kopfkissen/ }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Warum senden Sie „Pfannenset“ zurück?' }),
    'Beschädigt oder defekt',
  );
  await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }));

  const summary = screen.getByRole('alert');
  await waitFor(() => expect(summary).toHaveFocus());
  const message = 'Wählen Sie aus, warum Sie „Kopfkissen“ zurücksenden.';
  const link = within(summary).getByRole('link', { name: message });
  const pillowReason = screen.getByRole('combobox', {
    name: 'Warum senden Sie „Kopfkissen“ zurück?',
  });
  expect(link).toHaveAttribute('href', `#${pillowReason.id}`);
  expect(pillowReason).toHaveAttribute('aria-invalid', 'true');
  expect(pillowReason).toHaveAccessibleDescription(message);
  expect(
    screen.getByRole('combobox', { name: 'Warum senden Sie „Pfannenset“ zurück?' }),
  ).not.toHaveAttribute('aria-invalid');
  expect(returnsSent()).toEqual([]);

  await user.selectOptions(pillowReason, 'Passt nicht');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Wie viele „Kopfkissen“ senden Sie zurück?' }),
    '1 von 2',
  );
  await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }));
  expect(
    await screen.findByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' }),
  ).toBeVisible();
  expect(screen.getByText('1 × Kopfkissen – Passt nicht')).toBeVisible();
  expect(returnsSent()).toEqual([
    {
      order_id: order.number,
      items: [
        { id: 'pans', reason: 'DEFECTIVE' },
        { id: 'pillow', quantity: 1, reason: 'DOES_NOT_FIT' },
      ],
    },
  ]);
});

it('asks for at least one item before anything else', async () => {
  await openReturnForm();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Rücksendung anmelden' }));
  const summary = screen.getByRole('alert');
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getByRole('link')).toHaveTextContent(
    'Wählen Sie mindestens einen Artikel aus.',
  );
  expect(returnsSent()).toEqual([]);
});
