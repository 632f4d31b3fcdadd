import { screen } from '@testing-library/react';
import type { LoggedInUser } from '@account/contracts';
import { mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { registerLaterStepsCatalogue } from '../../../i18n/later-steps';
import { DoiStep } from './DoiStep';

mockServices();

const user: LoggedInUser = {
  firstName: 'Otto',
  lastName: 'Ohnemail',
  username: 'otto@example.de',
  email: 'otto@example.de',
  customerNumber: '10099999',
  customerId: 'c-otto',
  customerClass: 'WEB',
  customerType: 'FULL',
  countryCode: 'DE',
  isLightUser: false,
  billingAddressId: null,
};

const show = (pendingProvider?: string) =>
  renderArea({
    locale: 'de-DE',
    start: '/login',
    // As the page's loader does (screens/later-steps.ts): its texts travel with the later steps.
    registerCatalogue: () => {
      registerCatalogue();
      registerLaterStepsCatalogue();
    },
    routes: [
      {
        path: '/login',
        element: (
          <DoiStep
            created={{ email: 'otto@example.de', customerType: 'FULL', user }}
            pendingProvider={pendingProvider}
          />
        ),
      },
    ],
  });

it('says that the provider login works only once the mailed link confirmed the address', async () => {
  await show('Facebook');
  expect(
    await screen.findByText(
      'Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Wir haben Ihnen eine E-Mail an otto@example.de geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit Facebook anmelden.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Weiter zu Mein Konto' })).toBeInTheDocument();
});

it('says only that the account is created when no provider waits', async () => {
  await show();
  expect(
    await screen.findByText(
      'Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Eine Bestätigung haben wir an otto@example.de geschickt.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Facebook/)).not.toBeInTheDocument();
});
