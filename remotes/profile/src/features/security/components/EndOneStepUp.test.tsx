import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, failWith, mockServices } from '@account/test-services';
import {
  renderSecurityPage,
  setUpSecurityPage,
  thisAndAnotherSession,
} from '../../../test/security-page';

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('customer', 'loginHistory', { entries: [] }),
  answer('customer', 'securitySessions', { sessions: thisAndAnotherSession }),
);
const endOneCalls = () =>
  services.calls.filter((call) => call.method === 'DELETE' && call.path.includes('/sessions/'));

/** Issue 33: the service as it answers a login older than 15 minutes. */
function staleLogin() {
  services.use(
    answer('customer', 'endSecuritySession', ({ body }) => {
      const password = (body as { password?: string } | undefined)?.password;
      if (!password) return failWith(403, 'PASSWORD_REQUIRED');
      if (password !== 'Sommer2026!') return failWith(403, 'NOT_AUTHORIZED');
      return {};
    }),
  );
}

beforeAll(setUpSecurityPage);

async function askToEndTheOtherDevice() {
  renderSecurityPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Sitzung beenden' }));
}

it('asks for the password when the login is stale, and ends the other device with it', async () => {
  staleLogin();
  await askToEndTheOtherDevice();
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.change(within(dialog).getByLabelText('Passwort'), {
    target: { value: 'Falsch2026!' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Ihr Passwort ist nicht korrekt.'),
    ),
  );
  fireEvent.change(within(dialog).getByLabelText('Passwort'), {
    target: { value: 'Sommer2026!' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(await screen.findByTestId('confirmation')).toHaveTextContent(
    'Die Sitzung auf Safari 17 auf Linux ist beendet.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(endOneCalls().map((call) => call.body)).toEqual([
    undefined,
    { password: 'Falsch2026!' },
    { password: 'Sommer2026!' },
  ]);
});

it('ends nothing when the password dialog is cancelled', async () => {
  staleLogin();
  await askToEndTheOtherDevice();
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByTestId('confirmation')).toBeNull();
  expect(screen.queryByText('Die Sitzung konnte nicht beendet werden.')).toBeNull();
  expect(endOneCalls()).toHaveLength(1);
});

it('sends no password to a fresh login', async () => {
  services.use(answer('customer', 'endSecuritySession', {}));
  await askToEndTheOtherDevice();
  expect(await screen.findByTestId('confirmation')).toHaveTextContent(/ist beendet/);
  expect(endOneCalls().map((call) => call.body)).toEqual([undefined]);
});
