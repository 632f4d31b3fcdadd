import { screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { registerLaterStepsCatalogue } from '../../../i18n/later-steps';
import { LightUserSetPasswordPage } from './LightUserSetPasswordPage';

const GENERIC_ERROR = 'Da hat etwas nicht geklappt... Bitte versuchen Sie es noch einmal.';
const ACTIVATION = '/api/cs/user/light-users/activation';

const services = mockServices(answer('logging', 'log', undefined));

const openLink = (query: string) =>
  renderArea({
    locale: 'de-DE',
    start: `${paths.login.lightUserSetPassword()}?${query}`,
    // The page loads with the later steps' texts (screens/later-steps.ts).
    registerCatalogue: () => {
      registerCatalogue();
      registerLaterStepsCatalogue();
    },
    routes: [
      { path: paths.login.lightUserSetPassword.pattern, element: <LightUserSetPasswordPage /> },
    ],
  });

it('logs an error and shows the generic error for a link without a username', async () => {
  await openLink('token=t0k3n');
  expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Passwort/)).not.toBeInTheDocument();
  expect(services.calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: '/api/logging/logs',
      body: expect.objectContaining({
        level: 'error',
        source: 'login',
        code: 'EMPTY_USERNAME',
        message: 'light-user-set-password opened without username',
      }),
    }),
  );
  expect(services.calls.some((call) => call.path === ACTIVATION)).toBe(false);
});

it('treats a username of blanks as none', async () => {
  await openLink('token=t0k3n&username=%20%20');
  expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  expect(services.calls.some((call) => call.path === ACTIVATION)).toBe(false);
});

it('asks for the new password when the link names the customer', async () => {
  services.use(answer('customer', 'lightAccountActivation', { passwordRequired: true }));
  await openLink('token=t0k3n&username=nora.keller%40example.ch');
  expect(await screen.findByText('nora.keller@example.ch')).toBeInTheDocument();
  expect(screen.queryByText(GENERIC_ERROR)).not.toBeInTheDocument();
  const activation = services.calls.find((call) => call.path === ACTIVATION);
  expect(activation?.method).toBe('GET');
  expect(Object.fromEntries(activation!.query)).toEqual({
    username: 'nora.keller@example.ch',
    origin: 'accountLightAccount',
  });
});
