import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt, testCustomer } from '@account/test-services/src/render-area';
import { setLoggedIn } from '@account/session';
import { aDeliveredOrder, inSwitzerland } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** Delivered on the 14th: the blanket is kept, the pans are on their way back, the pillow is back. */
const order = aDeliveredOrder({
  withdrawal: { possible: true, until: '2026-11-28', withdrawnAt: null },
});

/** The order as the service answers it once the withdrawal is in (14:05 in Berlin). */
const withdrawn = aDeliveredOrder({
  withdrawal: { possible: false, until: '2026-11-28', withdrawnAt: '2026-11-21T13:05:00.000Z' },
});

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'order', order),
);

const withdrawalCalls = () =>
  services.calls.filter((call) => call.path === `/api/orders/order/${order.number}/withdrawal`);

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
async function openWithdrawal(locale: Locale = 'de-DE') {
  await setUpShop(locale);
  setLoggedIn(testCustomer());
  const OrdersRoot = (await import('../../Root')).default;
  renderAt(`/orders/${order.number}/withdrawal`, <OrdersRoot />);
  await screen.findByRole('heading', { level: 1, name: 'Vertrag widerrufen' });
  return userEvent.setup();
}

it('lets the customer review the withdrawal first: order, the items still kept, where the receipt goes', async () => {
  await openWithdrawal();
  expect(screen.getByText('Schritt 1 von 2')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Widerruf prüfen' })).toBeVisible();
  expect(
    screen.getByText(
      'Mit Ihrer Bestätigung widerrufen Sie den Vertrag zur Bestellung 71010007 vom 10.11.2026 über diese Artikel:',
    ),
  ).toBeVisible();
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['1 × Pfannenset', '1 × Decke']);
  expect(
    screen.getByText(
      'Die Eingangsbestätigung senden wir Ihnen per E-Mail an max.mustermann@example.de.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Abbrechen' })).toHaveAttribute(
    'href',
    '/orders/71010007',
  );
  await services.settled();
  expect(withdrawalCalls()).toEqual([]);
});

it('sends the withdrawal once confirmed and shows its receipt with date, time and e-mail, focused', async () => {
  services.use(answer('orders', 'withdrawOrder', withdrawn));
  const user = await openWithdrawal();
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));

  const receipt = await screen.findByRole('status');
  expect(receipt).toHaveFocus();
  expect(
    within(receipt).getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' }),
  ).toBeVisible();
  expect(receipt).toHaveTextContent(
    'Wir haben Ihren Widerruf am 21.11.2026 um 14:05 Uhr erhalten. Die Eingangsbestätigung ist unterwegs an max.mustermann@example.de.',
  );
  expect(within(receipt).getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute(
    'href',
    '/orders/71010007',
  );
  expect(screen.getByText('Schritt 2 von 2')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  expect(withdrawalCalls().map((call) => call.body)).toEqual([{ external_customer_id: 'c-1' }]);
});

it('keeps the review on a failure, says so, and sends the retry under the same Idempotency-Key', async () => {
  services.use(answer('orders', 'withdrawOrder', withdrawn));
  services.use(
    answer('orders', 'withdrawOrder', failWith(503, 'SERVICE_UNAVAILABLE'), { once: true }),
  );
  const user = await openWithdrawal();
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ihr Widerruf konnte gerade nicht übermittelt werden. Bitte versuchen Sie es noch einmal.',
  );
  expect(screen.getByRole('heading', { name: 'Widerruf prüfen' })).toBeVisible();
  expect(screen.getByText('1 × Decke')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
  expect(
    await screen.findByRole('heading', { name: 'Ihr Widerruf ist eingegangen' }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  const [first, retry] = withdrawalCalls().map((call) => call.headers.get('Idempotency-Key'));
  expect(withdrawalCalls()).toHaveLength(2);
  expect(first).toBeTruthy();
  expect(retry).toBe(first);
});

it('says when the service refuses the withdrawal (409) and offers no confirmation any more', async () => {
  services.use(answer('orders', 'withdrawOrder', failWith(409, 'WITHDRAWAL_NOT_POSSIBLE')));
  const user = await openWithdrawal();
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));

  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('Für diese Bestellung ist ein Widerruf nicht (mehr) möglich.');
  expect(within(refusal).getByRole('link', { name: 'Zurück zur Bestellung' })).toHaveAttribute(
    'href',
    '/orders/71010007',
  );
  expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  expect(screen.queryByText('Ihr Widerruf konnte gerade nicht übermittelt werden.')).toBeNull();
});

it('offers no withdrawal for an order that cannot be withdrawn from, e.g. in the Swiss shop', async () => {
  services.use(
    answer(
      'orderHistory',
      'order',
      aDeliveredOrder({
        ...inSwitzerland,
        withdrawal: { possible: false, until: null, withdrawnAt: null },
      }),
    ),
  );
  await openWithdrawal('de-CH');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Für diese Bestellung ist ein Widerruf nicht (mehr) möglich.',
  );
  expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  expect(screen.queryByText('Schritt 1 von 2')).toBeNull();
  await services.settled();
  expect(withdrawalCalls()).toEqual([]);
});
