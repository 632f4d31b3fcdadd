import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type LoggedInUser, type SetPasswordResult } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { registerLaterStepsCatalogue } from '../../../i18n/later-steps';
import { SetPasswordPage } from './SetPasswordPage';

const user = {
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max.mustermann@example.de',
  customerNumber: '10012345',
  customerType: 'FULL',
} as LoggedInUser;

const result = (waysInRemovalToken: string | null): SetPasswordResult => ({
  reason: 'RESET',
  origin: null,
  redirectUri: null,
  user,
  waysInRemovalToken,
});

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('customer', 'checkPasswordLink', {}),
  answer('customer', 'removeWaysIn', { passkeys: 1, socialLogins: 1 }),
);

async function setNewPassword() {
  await renderArea({
    locale: 'de-DE',
    start: `${paths.login.setPassword()}?token=r3s3t`,
    registerCatalogue: () => {
      registerCatalogue();
      registerLaterStepsCatalogue();
    },
    routes: [
      { path: paths.login.setPassword.pattern, element: <SetPasswordPage /> },
      { path: paths.home.pattern, element: <h1>Mein Konto</h1> },
    ],
  });
  const typing = userEvent.setup();
  await typing.type(await screen.findByLabelText('Neues Passwort'), 'Winterlinden-im-Dezember');
  await typing.type(screen.getByLabelText('Passwort wiederholen'), 'Winterlinden-im-Dezember');
  await typing.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  return typing;
}

it('offers to remove every passkey and provider login after the reset, with the grant of the answer, then goes on', async () => {
  services.use(answer('customer', 'setPassword', result('grant-1')));
  const typing = await setNewPassword();
  const saved = await screen.findByRole('status');
  expect(saved).toHaveTextContent('Ihr neues Passwort ist gespeichert');
  expect(saved).toHaveFocus();
  const offer = screen.getByRole('region', {
    name: 'Passkeys und verknüpfte Anmeldungen entfernen?',
  });
  await typing.click(
    within(offer).getByRole('button', {
      name: 'Alle Passkeys und verknüpften Anmeldungen entfernen',
    }),
  );
  expect(await within(offer).findByRole('status')).toHaveTextContent('sind entfernt');
  const removal = services.calls.find((call) => call.path.endsWith('/ways-in/remove-all'));
  expect(removal?.body).toEqual({ token: 'grant-1' });

  await typing.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByRole('heading', { name: 'Mein Konto' })).toBeVisible();
});

it('goes straight on when the account has nothing to remove', async () => {
  services.use(answer('customer', 'setPassword', result(null)));
  await setNewPassword();
  expect(await screen.findByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  await waitFor(() =>
    expect(services.calls.some((call) => call.path.endsWith('/ways-in/remove-all'))).toBe(false),
  );
});
