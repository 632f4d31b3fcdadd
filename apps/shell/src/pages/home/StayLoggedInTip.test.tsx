import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { StayLoggedInTip } from './StayLoggedInTip';

const FAILED =
  'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.';

// jsdom lacks the modal dialog the password step opens in.

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

async function renderTip(stayLoggedIn: boolean, saving: Response | { stayLoggedIn: boolean }) {
  localStorage.clear();
  services.use(
    answer('customer', 'getStayLoggedIn', { stayLoggedIn }),
    answer('customer', 'setStayLoggedIn', saving),
  );
  await renderArea({
    locale: 'de-DE',
    start: '/',
    flags: { stayLoggedIn: true },
    routes: [{ path: '/', element: <StayLoggedInTip /> }],
  });
  return { toggle: await screen.findByRole('checkbox', { name: 'Angemeldet bleiben' }) };
}

it('turns the toggle back and says so when saving the switch fails', async () => {
  const { toggle } = await renderTip(false, failWith(503, 'INTERNAL_SERVER_ERROR'));
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(services.calls).toContainEqual(
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/cs/user/auth/stay-logged-in',
      body: { stay_logged_in: true },
    }),
  );
});

it('turns an active setting back on when switching it off fails', async () => {
  const { toggle } = await renderTip(true, failWith(503, 'INTERNAL_SERVER_ERROR'));
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).toBeChecked();
});

it('keeps the new setting when it was saved', async () => {
  const { toggle } = await renderTip(false, { stayLoggedIn: true });
  fireEvent.click(toggle);
  await screen.findByRole('checkbox', { name: 'Angemeldet bleiben', checked: true });
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});

/** Issue 33: the service as it answers a login older than 15 minutes. */
const staleLogin = answer('customer', 'setStayLoggedIn', ({ body }) => {
  const { password, stay_logged_in: on } = body as { password?: string; stay_logged_in: boolean };
  if (on && !password) return failWith(403, 'PASSWORD_REQUIRED');
  if (on && password !== 'Sommer2026!') return failWith(403, 'NOT_AUTHORIZED');
  return { stayLoggedIn: on };
});
const sent = () =>
  services.calls
    .filter((call) => call.method === 'PATCH' && call.path.endsWith('/stay-logged-in'))
    .map((call) => call.body);

it('asks for the password when the service wants it for turning it on, and turns it on with it', async () => {
  const { toggle } = await renderTip(false, { stayLoggedIn: true });
  services.use(staleLogin);
  fireEvent.click(toggle);
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  expect(toggle).not.toBeChecked();
  fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'Falsch1!' } });
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
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggle).toBeChecked();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  expect(sent().slice(-3)).toEqual([
    { stay_logged_in: true },
    { stay_logged_in: true, password: 'Falsch1!' },
    { stay_logged_in: true, password: 'Sommer2026!' },
  ]);
});

it('stays off when the password dialog is cancelled', async () => {
  const { toggle } = await renderTip(false, { stayLoggedIn: true });
  services.use(staleLogin);
  fireEvent.click(toggle);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
