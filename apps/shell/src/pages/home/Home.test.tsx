import { act, screen } from '@testing-library/react';
import { sessionStore, setLoggedIn } from '@account/session';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea, testCustomer } from '@account/test-services/src/render-area';
import { RequireLogin } from '../../routing/RequireLogin';
import { Home } from './Home';

// Once the customer is known, the tiles ask for their figures; these tests are about the greeting.
const services = mockServices(
  answer('orderHistory', 'orders', failWith(503)),
  answer('orders', 'openInvoices', failWith(503)),
  answer('orderHistory', 'ordersInsights', failWith(503)),
  answer('logging', 'log', undefined),
);

beforeAll(() => {
  // What webpack defines for a build served at the host's root.
  Object.assign(globalThis, { __BASE_PATH__: '/' });
});

it('shows no customer data and asks no service while the login state is unknown', async () => {
  sessionStore.setState({ status: 'unknown', user: null });
  await renderArea({
    locale: 'de-DE',
    start: '/',
    routes: [
      {
        path: '/',
        element: (
          <RequireLogin rendersWhileChecking>
            <Home />
          </RequireLogin>
        ),
      },
    ],
  });
  // The intro is the same for everyone; name, number and tiles wait for the customer.
  expect(
    screen.getByText(
      'Hier behalten Sie Ihre Bestellungen, Rechnungen und persönlichen Daten im Blick.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.queryByText(/Kundennummer/)).not.toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Ihr Konto auf einen Blick' }),
  ).not.toBeInTheDocument();
  expect(services.calls).toEqual([]);

  act(() => setLoggedIn(testCustomer()));
  expect(await screen.findByRole('heading', { name: 'Hallo Max Mustermann' })).toBeInTheDocument();
  expect(screen.getByText('Ihre Kundennummer: 10012345')).toBeInTheDocument();
});
