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
  answer('customer', 'passkeys', { passkeys: [] }),
  answer('customer', 'socialLogins', { socialLogins: [] }),
);
const endOthersCalls = () =>
  services.calls.filter((call) => call.path.endsWith('/user/security/sessions/end-others'));

/** The service as it answers a login older than 15 minutes: the password, then the right one. */
function staleLogin() {
  services.use(
    answer('customer', 'endOtherSecuritySessions', ({ body }) => {
      const password = (body as { password?: string } | undefined)?.password;
      if (!password) return failWith(403, 'PASSWORD_REQUIRED');
      if (password !== 'Sommer2026!') return failWith(403, 'NOT_AUTHORIZED');
      return { ended: 1 };
    }),
  );
}

beforeAll(setUpSecurityPage);

async function askToEndOthers() {
  renderSecurityPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Alle anderen beenden' }),
  );
}

it('asks for the password when the login is stale, and ends the sessions with it', async () => {
  staleLogin();
  await askToEndOthers();

  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  const field = within(dialog).getByLabelText('Passwort');
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('autocomplete', 'current-password');

  fireEvent.change(field, { target: { value: 'Falsch2026!' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  // The wrong password is said at the field, which names the error as its description.
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
    'Alle anderen Sitzungen sind beendet.',
  );
  expect(endOthersCalls().map((call) => call.body)).toEqual([
    undefined,
    { password: 'Falsch2026!' },
    { password: 'Sommer2026!' },
  ]);
});

it('asks for the password before sending an empty one', async () => {
  staleLogin();
  await askToEndOthers();
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(within(dialog).getByLabelText('Passwort')).toHaveAccessibleDescription(
    expect.stringContaining('Bitte geben Sie Ihr Passwort ein.'),
  );
  expect(endOthersCalls()).toHaveLength(1);
});

it('says when there were too many wrong passwords', async () => {
  services.use(
    answer('customer', 'endOtherSecuritySessions', ({ body }) =>
      body ? failWith(429, 'TOO_MANY_REQUESTS') : failWith(403, 'PASSWORD_REQUIRED'),
    ),
  );
  await askToEndOthers();
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(
    await within(dialog).findByText('Zu viele Versuche. Bitte warten Sie einige Minuten.'),
  ).toBeVisible();
});

it('ends nothing when the password dialog is cancelled, and asks anew next time', async () => {
  staleLogin();
  await askToEndOthers();
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
  expect(
    await screen.findByRole('dialog', { name: 'Alle anderen Sitzungen beenden?' }),
  ).toBeVisible();
});

it('sends no password to a fresh login', async () => {
  services.use(answer('customer', 'endOtherSecuritySessions', { ended: 1 }));
  await askToEndOthers();
  expect(await screen.findByTestId('confirmation')).toHaveTextContent(
    'Alle anderen Sitzungen sind beendet.',
  );
  expect(endOthersCalls().map((call) => call.body)).toEqual([undefined]);
});

it('offers to remove every passkey and provider login once the others ended, and loads both lists again (issue 33)', async () => {
  services.use(
    answer('customer', 'endOtherSecuritySessions', { ended: 1, waysInRemovalToken: 'grant-2' }),
    answer('customer', 'removeWaysIn', { passkeys: 1, socialLogins: 1 }),
  );
  await askToEndOthers();
  const offer = await screen.findByRole('region', {
    name: 'Passkeys und verknüpfte Anmeldungen entfernen?',
  });
  const listed = () =>
    services.calls.filter(
      (call) => call.path.endsWith('/user/passkeys') || call.path.endsWith('/social-logins'),
    ).length;
  const before = listed();
  fireEvent.click(
    within(offer).getByRole('button', {
      name: 'Alle Passkeys und verknüpften Anmeldungen entfernen',
    }),
  );
  expect(await within(offer).findByRole('status')).toHaveTextContent('sind entfernt');
  const removal = services.calls.find((call) => call.path.endsWith('/ways-in/remove-all'));
  expect(removal?.body).toEqual({ token: 'grant-2' });
  await waitFor(() => expect(listed()).toBe(before + 2));
});

it('offers nothing when the account has no passkey and no provider login', async () => {
  services.use(
    answer('customer', 'endOtherSecuritySessions', { ended: 1, waysInRemovalToken: null }),
  );
  await askToEndOthers();
  expect(await screen.findByText('Alle anderen Sitzungen sind beendet.')).toBeVisible();
  expect(screen.queryByRole('region', { name: /Passkeys und verknüpfte Anmeldungen/ })).toBeNull();
});
