import { fireEvent, screen, within } from '@testing-library/react';
import type { ActiveSession, LoginHistoryEntry } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { SecurityPage } from './SecurityPage';

// The client reports failed calls to the logging service; no history unless a test gives one.
const services = mockServices(answer('logging', 'log', undefined));
beforeEach(() => services.use(answer('customer', 'loginHistory', { entries: [] })));

const firefox = {
  browser: 'Firefox 128',
  os: 'Linux',
  type: 'desktop',
  browserName: 'Firefox',
  osName: 'Linux',
  model: null,
};
const iphone = {
  browser: 'Safari 17',
  os: 'iOS 17.5',
  type: 'mobile',
  browserName: 'Safari',
  osName: 'iOS',
  model: 'iPhone' as const,
};

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  device: firefox,
  shop: 'de-DE',
  network: '203.0.113.0/24',
  lastActiveAt: '2026-11-27T13:05:00.000Z',
  startedAt: '2026-11-27T12:00:00.000Z',
  loginMethod: 'PASSWORD',
  provider: null,
  current: true,
  ...overrides,
});
const phoneSession = session({
  id: '00000000-0000-4000-8000-000000000002',
  device: iphone,
  shop: 'de-AT',
  startedAt: '2026-11-20T08:30:00.000Z',
  loginMethod: 'SOCIAL',
  provider: 'GOOGLE',
  current: false,
});

const entry = (overrides: Partial<LoginHistoryEntry>): LoginHistoryEntry => ({
  occurredAt: '2026-11-27T13:00:00.000Z',
  succeeded: true,
  method: 'PASSWORD',
  provider: null,
  device: firefox,
  ...overrides,
});

function renderSecurity(locale: 'de-DE' | 'de-CH' = 'de-DE') {
  return renderArea({
    locale,
    start: '/security',
    registerCatalogue,
    routes: [{ path: '/security', element: <SecurityPage /> }],
  });
}

const endPath = `/api/cs/user/security/sessions/${phoneSession.id}`;

// Issue 40: three sessions of one customer told apart by device, start and way in; no network.
it('lists the sessions with the device in words, when and how each began, shop and last use', async () => {
  services.use(answer('customer', 'securitySessions', { sessions: [session({}), phoneSession] }));
  await renderSecurity();
  const list = await screen.findByRole('list', { name: 'Aktive Sitzungen' });
  const [mine, phone] = within(list).getAllByRole('listitem');
  expect(within(mine!).getByRole('heading', { name: 'Firefox auf Linux-Computer' })).toBeVisible();
  expect(within(mine!).getByText('Dieses Gerät')).toBeVisible();
  expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(mine!).getByText('27.11.2026, 13:00 Uhr')).toBeVisible();
  expect(within(mine!).getByText('Mit Passwort')).toBeVisible();
  expect(within(mine!).getByText('27.11.2026, 14:05 Uhr')).toBeVisible();
  expect(within(phone!).getByText('20.11.2026, 09:30 Uhr')).toBeVisible();
  expect(within(phone!).getByText('Über Google')).toBeVisible();
  expect(within(phone!).getByText('Österreich')).toBeVisible();
  expect(within(list).queryByText('203.0.113.0/24')).toBeNull();
  expect(
    within(phone!).getByRole('button', { name: 'Sitzung beenden' }),
  ).toHaveAccessibleDescription('Safari auf iPhone');
});

it('names a Mac and an Android phone as customers do, and a session from before by its device only', async () => {
  const mac = {
    ...firefox,
    browser: 'Safari 18',
    os: 'macOS 15',
    browserName: 'Safari',
    osName: 'macOS',
  };
  const android = {
    ...firefox,
    browser: 'Chrome 131',
    os: 'Android 15',
    type: 'mobile',
    browserName: 'Chrome',
    osName: 'Android',
  };
  services.use(
    answer('customer', 'securitySessions', {
      sessions: [
        session({ device: mac }),
        session({ id: phoneSession.id, device: android, current: false, loginMethod: null }),
      ],
    }),
  );
  await renderSecurity();
  const list = await screen.findByRole('list', { name: 'Aktive Sitzungen' });
  const [mine, phone] = within(list).getAllByRole('listitem');
  expect(within(mine!).getByRole('heading', { name: 'Safari auf Mac' })).toBeVisible();
  expect(
    within(phone!).getByRole('heading', { name: 'Chrome auf Android-Smartphone' }),
  ).toBeVisible();
  expect(within(phone!).queryByText('Anmeldung')).toBeNull();
});

it('ends one session and confirms it in a notice that takes focus', async () => {
  services.use(
    answer(
      'customer',
      'securitySessions',
      { sessions: [session({}), phoneSession] },
      { once: true },
    ),
    answer('customer', 'securitySessions', { sessions: [session({})] }),
    answer('customer', 'endSecuritySession', ({ params }) =>
      params.id === phoneSession.id ? {} : failWith(404, 'NOT_FOUND'),
    ),
  );
  await renderSecurity();
  fireEvent.click(await screen.findByRole('button', { name: 'Sitzung beenden' }));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Die Sitzung auf Safari auf iPhone ist beendet.');
  expect(notice).toHaveFocus();
  expect(services.calls).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: endPath }),
  );
  expect(await screen.findByText('Sie sind nur auf diesem Gerät angemeldet.')).toBeVisible();
});

it('asks before ending all other sessions, and cancelling ends nothing', async () => {
  services.use(
    answer('customer', 'securitySessions', { sessions: [session({}), phoneSession] }),
    answer('customer', 'endOtherSecuritySessions', { ended: 1 }),
  );
  await renderSecurity();
  fireEvent.click(await screen.findByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
  const modal = await screen.findByRole('dialog', { name: 'Alle anderen Sitzungen beenden?' });
  fireEvent.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
  expect(services.calls.some((call) => call.path.endsWith('end-others'))).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Alle anderen beenden' }),
  );
  expect(await screen.findByTestId('confirmation')).toHaveTextContent(
    'Alle anderen Sitzungen sind beendet.',
  );
  expect(services.calls).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/api/cs/user/security/sessions/end-others' }),
  );
});

it('says so when a session cannot be ended, and keeps it listed', async () => {
  services.use(
    answer('customer', 'securitySessions', { sessions: [session({}), phoneSession] }),
    answer('customer', 'endSecuritySession', failWith(503, 'INTERNAL_SERVER_ERROR')),
  );
  await renderSecurity();
  fireEvent.click(await screen.findByRole('button', { name: 'Sitzung beenden' }));
  expect(
    await screen.findByText(
      'Die Sitzung konnte nicht beendet werden. Bitte versuchen Sie es noch einmal.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Safari auf iPhone' })).toBeVisible();
});

it('shows the login history with result, method and device', async () => {
  services.use(
    answer('customer', 'securitySessions', { sessions: [session({})] }),
    answer('customer', 'loginHistory', {
      entries: [
        entry({ method: 'SOCIAL', provider: 'GOOGLE' }),
        entry({ method: 'MAGIC_LINK', device: iphone }),
        entry({ succeeded: false }),
        // What the API answers for a User-Agent naming no browser or system it knows.
        entry({ succeeded: false, device: { browser: null, os: null, type: null } }),
      ],
    }),
  );
  await renderSecurity();
  const table = await screen.findByRole('table', {
    name: 'Die letzten 20 Anmeldungen und Anmeldeversuche',
  });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Über Google');
  expect(rows[1]).toHaveTextContent('Anmeldelink per E-Mail');
  expect(rows[1]).toHaveTextContent('Safari auf iPhone');
  expect(rows[2]).toHaveTextContent('Fehlgeschlagen');
  expect(rows[2]).toHaveTextContent('Passwort');
  expect(rows[3]).toHaveTextContent('Unbekanntes Gerät');
});

it('shows the error state with a retry when the sessions cannot be loaded', async () => {
  services.use(answer('customer', 'securitySessions', failWith(503, 'INTERNAL_SERVER_ERROR')));
  await renderSecurity();
  expect(await screen.findByText('Ihre Sitzungen können wir gerade nicht anzeigen.')).toBeVisible();
  expect(await screen.findByText('Es sind noch keine Anmeldungen aufgezeichnet.')).toBeVisible();
});
