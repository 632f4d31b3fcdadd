import { screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { renderArea, type ServiceAnswers } from '@account/test-support';
import { registerCatalogue } from '../../../i18n';
import { LightUserSetPasswordPage } from './LightUserSetPasswordPage';

const GENERIC_ERROR = 'Da hat etwas nicht geklappt... Bitte versuchen Sie es noch einmal.';

const openLink = (query: string, answers: ServiceAnswers = {}) =>
  renderArea({
    locale: 'de-DE',
    start: `${paths.login.lightUserSetPassword()}?${query}`,
    answers: { 'POST logs': [{ status: 204 }], ...answers },
    registerCatalogue,
    routes: [
      { path: paths.login.lightUserSetPassword.pattern, element: <LightUserSetPasswordPage /> },
    ],
  });

it('logs an error and shows the generic error for a link without a username', async () => {
  const calls = await openLink('token=t0k3n');
  expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Passwort/)).not.toBeInTheDocument();
  expect(calls).toContainEqual({
    method: 'POST',
    path: 'logs',
    body: expect.objectContaining({
      level: 'error',
      source: 'login',
      code: 'EMPTY_USERNAME',
      message: 'light-user-set-password opened without username',
    }),
  });
  expect(calls.some((call) => call.path.startsWith('user/light-users/activation'))).toBe(false);
});

it('treats a username of blanks as none', async () => {
  const calls = await openLink('token=t0k3n&username=%20%20');
  expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  expect(calls.some((call) => call.path.startsWith('user/light-users/activation'))).toBe(false);
});

it('asks for the new password when the link names the customer', async () => {
  const calls = await openLink('token=t0k3n&username=nora.keller%40example.ch', {
    'GET user/light-users/activation': [{ status: 200, body: { passwordRequired: true } }],
  });
  expect(await screen.findByText('nora.keller@example.ch')).toBeInTheDocument();
  expect(screen.queryByText(GENERIC_ERROR)).not.toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      path: 'user/light-users/activation?username=nora.keller%40example.ch&origin=accountLightAccount',
    }),
  );
});
