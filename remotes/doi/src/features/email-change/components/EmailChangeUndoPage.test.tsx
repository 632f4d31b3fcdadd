import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { BrowserRouter } from '@account/router';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { registerCatalogue } from '../../../i18n';
import { EmailChangeUndoPage } from './EmailChangeUndoPage';

const services = mockServices(answer('logging', 'log', undefined));
const undoCalls = () =>
  services.calls.filter((call) => call.path === '/api/cs/user/change-email/undo');

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
  configureTestServices('de-DE');
});

function openLink(query: string) {
  window.history.pushState(null, '', `/email-change/undo${query}`);
  render(
    <BrowserRouter>
      <EmailChangeUndoPage />
    </BrowserRouter>,
  );
}

const confirm = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Änderung rückgängig machen' }));

it('changes nothing on opening; the button undoes the change and says what happened', async () => {
  services.use(answer('customer', 'undoEmailChange', { email: 'max.mustermann@example.de' }));
  openLink('?token=abc');
  expect(
    screen.getByRole('heading', { name: 'Änderung Ihrer E-Mail-Adresse rückgängig machen' }),
  ).toBeVisible();
  expect(screen.getByText(/Sie werden auf allen Geräten abgemeldet/)).toBeVisible();
  // Issue 33: whatever way in an intruder added goes too, and the page says so beforehand.
  expect(
    screen.getByText(
      /alle Passkeys und verknüpften Anmeldungen über Apple, Google oder Facebook werden entfernt/,
    ),
  ).toBeVisible();
  expect(undoCalls()).toEqual([]);
  // The token leaves the address bar at once.
  expect(window.location.search).toBe('');

  confirm();
  expect(
    await screen.findByRole('heading', { name: 'Die Änderung ist rückgängig gemacht' }),
  ).toBeVisible();
  expect(undoCalls().map((call) => call.body)).toEqual([{ token: 'abc' }]);
  expect(
    screen.getByText(/Ihre E-Mail-Adresse ist wieder max\.mustermann@example\.de\./),
  ).toHaveTextContent('alle Passkeys und verknüpften Anmeldungen sind entfernt');
  expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
});

it('says a used or expired link is dead and offers no button', async () => {
  services.use(answer('customer', 'undoEmailChange', failWith(410, 'TOKEN_INVALID')));
  openLink('?token=alt');
  confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('nicht mehr gültig');
  expect(screen.queryByRole('button', { name: 'Änderung rückgängig machen' })).toBeNull();
});

it('asks to call when the old address belongs to another account by now', async () => {
  services.use(answer('customer', 'undoEmailChange', failWith(400, 'EMAIL_ALREADY_EXISTS')));
  openLink('?token=vergeben');
  confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'gehört inzwischen zu einem anderen Kundenkonto',
  );
});

it('says so when the link lacks its token', () => {
  openLink('');
  expect(screen.getByText(/Dieser Link ist unvollständig/)).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});
