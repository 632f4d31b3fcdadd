import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Passkey } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import type { RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter } from '@account/router';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { ConfirmationOutlet } from '@account/ui';
import { registerCatalogue } from '../../../i18n';
import { PasskeysSection } from './PasskeysSection';

// jsdom has no WebAuthn: the browser's part answers as a platform authenticator would.
const registration = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0' },
  clientExtensionResults: {},
};
// jsdom has no WebAuthn: a browser that has it, and its ceremonies answered as set here.
Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {} });
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: async () => false,
  startRegistration: jest.fn(async () => registration),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));

const register = jest.requireMock<{ startRegistration: jest.Mock }>(
  '@simplewebauthn/browser',
).startRegistration;

const services = mockServices(answer('logging', 'log', undefined));

const laptop: Passkey = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Chrome 131, Linux',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  deviceType: 'MULTI_DEVICE',
};

async function renderSection(locale: 'de-DE' | 'de-CH' = 'de-DE') {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    locale,
  );
  configureTestServices(locale);
  await initI18n(locale);
  registerCatalogue();
  render(
    <BrowserRouter>
      <ConfirmationOutlet />
      <PasskeysSection />
    </BrowserRouter>,
  );
}

it('lists the passkeys with created, last used and where they are available', async () => {
  services.use(
    answer('customer', 'passkeys', {
      passkeys: [
        laptop,
        {
          ...laptop,
          id: '00000000-0000-4000-8000-00000000000b',
          name: 'Sicherheitsschlüssel',
          lastUsedAt: '2026-11-27T13:05:00.000Z',
          deviceType: 'SINGLE_DEVICE',
        },
      ],
    }),
  );
  await renderSection();
  const list = await screen.findByRole('list', { name: 'Ihre Passkeys' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByRole('heading', { name: 'Chrome 131, Linux' })).toBeVisible();
  expect(within(first!).getByText('Noch nicht verwendet')).toBeVisible();
  expect(within(first!).getByText('Auf mehreren Geräten (synchronisiert)')).toBeVisible();
  expect(within(second!).getByText('27.11.2026, 14:05 Uhr')).toBeVisible();
  expect(within(second!).getByText('Nur auf einem Gerät')).toBeVisible();
});

it('says when there is no passkey yet', async () => {
  services.use(answer('customer', 'passkeys', { passkeys: [] }));
  await renderSection();
  expect(await screen.findByText('Sie haben noch keinen Passkey eingerichtet.')).toBeVisible();
});

it("adds a passkey, sending the browser's answer as it is, and confirms it", async () => {
  services.use(
    answer('customer', 'passkeys', { passkeys: [] }),
    answer('customer', 'passkeyRegistrationOptions', {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: 'de.localhost', name: 'Shop24 Direkt' },
      user: { id: 'dXNlcg', name: 'max@example.de', displayName: 'Max Mustermann' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    }),
    answer('customer', 'registerPasskey', laptop),
  );
  await renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Passkey hinzufügen' }));
  const confirmation = await screen.findByText(/„Chrome 131, Linux“ ist eingerichtet/);
  expect(confirmation.closest('[role="status"]')).toHaveFocus();
  const sent = services.calls.find(
    (call) => call.path.endsWith('/user/passkeys') && call.method === 'POST',
  );
  expect(sent?.body).toEqual({ response: registration });
});

it.each([
  [
    'NotSupportedError',
    'Mit diesem Gerät oder Browser lässt sich kein Passkey einrichten. Versuchen Sie es zum Beispiel auf Ihrem Smartphone.',
  ],
  [
    'InvalidStateError',
    'Auf diesem Gerät ist schon ein Passkey für Ihr Kundenkonto eingerichtet. Sie können sich damit anmelden.',
  ],
])('says what the browser refused with %s, instead of asking to try again', async (name, text) => {
  services.use(
    answer('customer', 'passkeys', { passkeys: [laptop] }),
    answer('customer', 'passkeyRegistrationOptions', {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: 'de.localhost', name: 'Shop24 Direkt' },
      user: { id: 'dXNlcg', name: 'max@example.de', displayName: 'Max Mustermann' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    }),
  );
  register.mockRejectedValueOnce(Object.assign(new Error('refused'), { name }));
  await renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Passkey hinzufügen' }));
  expect(await screen.findByText(text)).toBeVisible();
  expect(screen.queryByText(/Bitte versuchen Sie es noch einmal/)).toBeNull();
  expect(
    services.calls.some((call) => call.method === 'POST' && call.path.endsWith('/user/passkeys')),
  ).toBe(false);
});

it('asks for the password again when the login is old, then deletes with it', async () => {
  let deleteCalls = 0;
  services.use(
    answer('customer', 'passkeys', { passkeys: [laptop] }),
    answer('customer', 'deletePasskey', ({ body }) => {
      deleteCalls += 1;
      const password = (body as { password?: string } | undefined)?.password;
      if (!password) return failWith(403, 'PASSWORD_REQUIRED');
      if (password !== 'Richtig-2026') return failWith(403, 'NOT_AUTHORIZED');
      return {};
    }),
  );
  await renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Passkey löschen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Passkey löschen' }));

  const prompt = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  const field = within(prompt).getByLabelText('Passwort');
  fireEvent.change(field, { target: { value: 'Falsch-2026' } });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Bestätigen' }));
  expect(
    await within(prompt).findByText('Ihr Passwort ist nicht korrekt.', { selector: 'p, span' }),
  ).toBeVisible();
  fireEvent.change(field, { target: { value: 'Richtig-2026' } });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Bestätigen' }));
  expect(await screen.findByText(/„Chrome 131, Linux“ ist gelöscht/)).toBeVisible();
  expect(deleteCalls).toBe(3);
});

it('deletes nothing and says nothing when the password dialog is cancelled', async () => {
  services.use(
    answer('customer', 'passkeys', { passkeys: [laptop] }),
    answer('customer', 'deletePasskey', failWith(403, 'PASSWORD_REQUIRED')),
  );
  await renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Passkey löschen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Passkey löschen' }));
  const prompt = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/ist gelöscht/)).toBeNull();
  expect(screen.getByRole('heading', { name: 'Chrome 131, Linux' })).toBeVisible();
  expect(services.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});

it('explains in German why the last way in cannot be deleted (issue 33)', async () => {
  services.use(
    answer('customer', 'passkeys', { passkeys: [laptop] }),
    answer('customer', 'deletePasskey', failWith(409, 'LAST_WAY_IN')),
  );
  await renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Passkey löschen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Passkey löschen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Er ist die letzte Möglichkeit, sich bei Ihrem Kundenkonto anzumelden, denn Ihr Konto hat kein Passwort.',
  );
});

it('renames with a GOV.UK form: an empty name is refused with a summary that takes focus', async () => {
  services.use(
    answer('customer', 'passkeys', { passkeys: [laptop] }),
    answer('customer', 'renamePasskey', ({ body }) => ({
      ...laptop,
      name: (body as { name: string }).name,
    })),
  );
  await renderSection('de-CH');
  fireEvent.click(await screen.findByRole('button', { name: 'Umbenennen' }));
  const field = screen.getByLabelText('Name des Passkeys');
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Namen speichern' }));
  expect(await screen.findByRole('alert')).toHaveFocus();
  expect(field).toHaveAccessibleDescription(/Geben Sie einen Namen für den Passkey ein/);
  fireEvent.change(field, { target: { value: 'Laptop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Namen speichern' }));
  // Swiss text: "heisst", never "ß".
  expect(await screen.findByText('Der Passkey heisst jetzt „Laptop“.')).toBeVisible();
  const sent = services.calls.find((call) => call.method === 'PATCH');
  expect(sent?.body).toEqual({ name: 'Laptop' });
});
