import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { LoggedInUser, RuntimeConfig } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import { initI18n } from '@account/i18n';
import { sessionStore, setLoggedOut } from '@account/session';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { registerCatalogue } from '../../../i18n';
import { PasskeyLoginButton } from './PasskeyLoginButton';

// jsdom has no WebAuthn: the browser's part answers as a platform authenticator would.
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln' },
  clientExtensionResults: {},
};
// jsdom has no WebAuthn: a browser that has it, and its ceremonies answered as set here.
const webAuthn = function PublicKeyCredential() {};
Object.defineProperty(window, 'PublicKeyCredential', {
  value: webAuthn,
  writable: true,
  configurable: true,
});
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: async () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
const authenticate = jest.requireMock<{ startAuthentication: jest.Mock }>(
  '@simplewebauthn/browser',
).startAuthentication;

const user: LoggedInUser = {
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max.mustermann@example.de',
  customerNumber: '10012345',
  customerType: 'FULL',
} as LoggedInUser;

const services = mockServices(
  answer('logging', 'log', undefined),
  answer('customer', 'passkeyLoginOptions', { challenge: 'Y2hhbGxlbmdl', rpId: 'de.localhost' }),
);

beforeEach(async () => {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
  await initI18n('de-DE');
  registerCatalogue();
  authenticate.mockReset();
  setLoggedOut();
});

it('offers the passkeys in the autofill and logs in with the one picked, no username typed', async () => {
  authenticate.mockResolvedValue(assertion);
  services.use(answer('customer', 'passkeyLogin', user));
  render(<PasskeyLoginButton />);
  await waitFor(() => expect(sessionStore.getState().status).toBe('loggedIn'));
  expect(authenticate).toHaveBeenCalledWith(expect.objectContaining({ useBrowserAutofill: true }));
  const login = services.calls.find((call) => call.path.endsWith('/user/passkey-login'));
  expect(login?.body).toEqual({ response: assertion, stay_logged_in: false });
});

it('says so when the services refuse the passkey, and nothing when the customer cancels', async () => {
  // The autofill waits until the customer picks; the button asks the browser's dialog instead.
  authenticate.mockImplementationOnce(() => new Promise(() => undefined));
  authenticate.mockResolvedValueOnce(assertion);
  services.use(answer('customer', 'passkeyLogin', failWith(403, 'NOT_AUTHORIZED')));
  render(<PasskeyLoginButton />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
  expect(await screen.findByText(/Mit diesem Passkey können wir Sie nicht anmelden/)).toBeVisible();

  authenticate.mockRejectedValueOnce(
    Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
  await waitFor(() =>
    expect(screen.queryByText(/Mit diesem Passkey können wir Sie nicht anmelden/)).toBeNull(),
  );
});

it('says nothing when the browser refuses the autofill it offered; the button still logs in', async () => {
  // Headless Chromium claims conditional mediation, then refuses its empty `allowCredentials`.
  authenticate.mockRejectedValueOnce(
    Object.assign(new Error('Resident credentials are not supported'), {
      name: 'NotSupportedError',
    }),
  );
  authenticate.mockResolvedValueOnce(assertion);
  services.use(answer('customer', 'passkeyLogin', user));
  render(<PasskeyLoginButton />);
  await waitFor(() => expect(authenticate).toHaveBeenCalledTimes(1));
  // The refusal settles in microtasks: one macrotask later, any message it caused would show.
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(screen.queryByText(/Da hat etwas nicht geklappt/)).toBeNull();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
  await waitFor(() => expect(sessionStore.getState().status).toBe('loggedIn'));
});

it('says that this browser cannot log in with a passkey when the button is refused so', async () => {
  // The autofill waits; the button's dialog is refused by a browser without passkeys.
  authenticate.mockImplementationOnce(() => new Promise(() => undefined));
  authenticate.mockRejectedValueOnce(
    Object.assign(new Error('Resident credentials are not supported'), {
      name: 'NotSupportedError',
    }),
  );
  render(<PasskeyLoginButton />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
  expect(
    await screen.findByText(
      'Mit diesem Gerät oder Browser ist die Anmeldung mit Passkey nicht möglich. Bitte melden Sie sich mit Ihrem Passwort an.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/Da hat etwas nicht geklappt/)).toBeNull();
});

it('is part of the pre-rendered page, so it paints with it instead of moving the page later', () => {
  const markup = renderToString(<PasskeyLoginButton />);
  expect(markup).toContain('Mit Passkey anmelden');
  expect(markup).toContain('Ohne Passwort, mit Fingerabdruck');
});

it('is not offered in a browser without WebAuthn', () => {
  Object.assign(window, { PublicKeyCredential: undefined });
  try {
    render(<PasskeyLoginButton />);
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).toBeNull();
  } finally {
    Object.assign(window, { PublicKeyCredential: webAuthn });
  }
});
