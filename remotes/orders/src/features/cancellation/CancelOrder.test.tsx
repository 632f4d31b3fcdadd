import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt, testCustomer } from '@account/test-services/src/render-area';
import { setLoggedIn } from '@account/session';
import { aDeliveredOrder, anItem, anUndispatchedOrder } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** Today's order, nothing dispatched yet: it can be cancelled online for 42 more minutes. */
const order = anUndispatchedOrder({ number: '71010001' });

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'order', order),
  answer('products', 'products', { products: [] }),
);

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
async function openCancelModal() {
  await setUpShop('de-DE', { orderCancellation: true });
  setLoggedIn(testCustomer());
  const OrdersRoot = (await import('../../Root')).default;
  renderAt(`/orders/${order.number}`, <OrdersRoot />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
  return {
    user,
    modal: screen.getByRole('dialog', { name: `Bestellung ${order.number} stornieren` }),
  };
}

it('asks for a reason before it cancels, and sends nothing without one', async () => {
  const { user, modal } = await openCancelModal();
  await user.click(within(modal).getByRole('button', { name: 'Jetzt stornieren' }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'Bitte wählen Sie einen Grund aus.',
  );
  await services.settled();
  expect(services.calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([]);
});

it('says so when the order can no longer be cancelled (409), and keeps the modal open', async () => {
  services.use(answer('orders', 'cancelOrder', failWith(409, 'ORDER_NOT_CANCELLABLE')));
  const { user, modal } = await openCancelModal();
  await user.click(within(modal).getByLabelText('Ich habe es mir anders überlegt'));
  await user.click(within(modal).getByRole('button', { name: 'Jetzt stornieren' }));
  expect(
    await within(modal).findByText(
      'Diese Bestellung kann nicht mehr online storniert werden: Sie ist bereits unterwegs oder nicht von heute.',
    ),
  ).toBeVisible();
  expect(modal).toHaveAttribute('open');
  expect(screen.queryByRole('heading', { name: 'Ihre Bestellung ist storniert' })).toBeNull();
});

it('cancels with the chosen reason and shows cancel-success with the e-mail the confirmation goes to', async () => {
  // The service answers the order as it stands: cancelled once the cancel went through.
  let current = order;
  services.use(
    answer('orderHistory', 'order', () => current),
    answer('orders', 'cancelOrder', ({ body }) => {
      expect(body).toMatchObject({ reason_code: 'CHANGED_MIND' });
      current = aDeliveredOrder({
        ...order,
        status: 'cancelled',
        items: [anItem('pans', 'Pfannenset', 'cancelled')],
        cancellation: { possible: false, minutesLeft: 0 },
      });
      return current;
    }),
  );
  const { user, modal } = await openCancelModal();
  await user.click(within(modal).getByLabelText('Ich habe es mir anders überlegt'));
  await user.click(within(modal).getByRole('button', { name: 'Jetzt stornieren' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung ist storniert' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      `Wir haben Ihre Bestellung ${order.number} storniert und senden Ihnen eine Bestätigung an ${testCustomer().email}.`,
    ),
  ).toBeVisible();
});
