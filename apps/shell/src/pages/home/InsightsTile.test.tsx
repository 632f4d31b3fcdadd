import { screen } from '@testing-library/react';
import type { OrdersInsights } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { InsightsTile } from './InsightsTile';

const services = mockServices(answer('logging', 'log', undefined));

const figures: OrdersInsights = {
  totalOrders: 12,
  totalReturnedOrders: 2,
  cancelledOrders: 1,
  ordersInProgress: 6,
  latestOrderPlacedAt: '2026-11-30T08:00:00.000Z',
  isNewCustomer: false,
  returnRate: 2 / 12,
};

async function renderTile(insights: OrdersInsights, locale: 'de-DE' | 'de-CH' = 'de-DE') {
  services.use(answer('orderHistory', 'ordersInsights', insights));
  await renderArea({ locale, start: '/', routes: [{ path: '/', element: <InsightsTile /> }] });
  await screen.findByText('Bestellungen');
}

const refundLine = () => screen.getByText(/^Ihr Geld zurück/).textContent?.replace(/\u00a0/g, ' ');

it('names the refund under way below the figures, with its order', async () => {
  await renderTile(
    {
      ...figures,
      latestRefund: {
        orderNumber: '30010010',
        timeZone: 'Europe/Zurich',
        refund: {
          returnCode: 'R30010010-1',
          state: 'RETURN_RECEIVED',
          amount: 299,
          currency: 'CHF',
          method: 'PAYPAL',
          issuedAt: null,
          since: '2026-11-29T09:00:00.000Z',
        },
      },
    },
    'de-CH',
  );
  expect(refundLine()).toBe(
    'Ihr Geld zurück für Bestellung 30010010: Rücksendung eingetroffen am 29.11.2026. Wir erstatten Ihnen CHF 299.00 innert 3 Tagen auf Ihr PayPal-Konto.',
  );
});

it('says nothing of refunds without one, or from a service that does not send them', async () => {
  await renderTile({ ...figures, latestRefund: null });
  expect(screen.queryByText(/^Ihr Geld zurück/)).toBeNull();
});
