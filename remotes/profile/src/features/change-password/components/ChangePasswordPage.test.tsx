import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { ChangePasswordPage } from './ChangePasswordPage';

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('customer', 'removeWaysIn', { passkeys: 2, socialLogins: 0 }),
);

async function changePassword() {
  await renderArea({
    locale: 'de-DE',
    start: paths.profile.changePassword(),
    registerCatalogue,
    routes: [{ path: paths.profile.changePassword.pattern, element: <ChangePasswordPage /> }],
  });
  const typing = userEvent.setup();
  await typing.type(await screen.findByLabelText('Aktuelles Passwort'), 'Kastanien-im-Oktober');
  await typing.type(screen.getByLabelText('Neues Passwort'), 'Winterlinden-im-Dezember');
  await typing.type(
    screen.getByLabelText('Neues Passwort wiederholen'),
    'Winterlinden-im-Dezember',
  );
  await typing.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  return typing;
}

const offer = () =>
  screen.queryByRole('region', { name: 'Passkeys und verknüpfte Anmeldungen entfernen?' });

it('confirms in the focused notice that replaces the form, not in a dialog (issue 40)', async () => {
  services.use(answer('customer', 'changePassword', { waysInRemovalToken: null }));
  await changePassword();
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Ihr Passwort wurde geändert');
  expect(notice).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  expect(screen.getByRole('link', { name: 'Fertig' })).toHaveAttribute('href', '/my-profile');
});

it('offers in its confirmation to remove every passkey and provider login, with the grant of the answer (issue 33)', async () => {
  services.use(answer('customer', 'changePassword', { waysInRemovalToken: 'grant-3' }));
  const typing = await changePassword();
  await screen.findByText('Ihr Passwort wurde geändert');
  const removalOffer = offer()!;
  await typing.click(
    within(removalOffer).getByRole('button', {
      name: 'Alle Passkeys und verknüpften Anmeldungen entfernen',
    }),
  );
  expect(await within(removalOffer).findByRole('status')).toHaveTextContent('sind entfernt');
  const removal = services.calls.find((call) => call.path.endsWith('/ways-in/remove-all'));
  expect(removal?.body).toEqual({ token: 'grant-3' });
});

it('offers nothing when the account has neither', async () => {
  services.use(answer('customer', 'changePassword', { waysInRemovalToken: null }));
  await changePassword();
  await screen.findByText('Ihr Passwort wurde geändert');
  expect(offer()).toBeNull();
});
