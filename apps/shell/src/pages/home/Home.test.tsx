import { act, screen } from '@testing-library/react';
import { sessionStore, setLoggedIn } from '@account/session';
import { renderArea, testCustomer } from '@account/test-support';
import { RequireLogin } from '../../routing/RequireLogin';
import { Home } from './Home';

beforeAll(() => {
  // What webpack defines for a build served at the host's root.
  Object.assign(globalThis, { __BASE_PATH__: '/' });
});

it('shows no customer data and asks no service while the login state is unknown', async () => {
  sessionStore.setState({ status: 'unknown', user: null });
  const calls = await renderArea({
    locale: 'de-DE',
    start: '/',
    answers: {},
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
  expect(calls).toEqual([]);

  act(() => setLoggedIn(testCustomer()));
  expect(await screen.findByRole('heading', { name: 'Hallo Max Mustermann' })).toBeInTheDocument();
  expect(screen.getByText('Ihre Kundennummer: 10012345')).toBeInTheDocument();
});
