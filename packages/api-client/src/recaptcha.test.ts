import { catalogue, fullPathOf } from '@account/contracts';
import {
  SERVICES_ORIGIN,
  answer,
  failWith,
  mockServices,
  testServiceUrls,
} from '@account/test-services';
import { configureApi } from '@account/api-client';
import {
  checkUsername,
  getLightAccountActivation,
  login,
  sendMagicLink,
} from '@account/api-client/customer';

const services = mockServices(
  answer('customer', 'checkUsername', Response.json({})),
  answer('customer', 'login', Response.json({})),
  answer('customer', 'requestMagicLink', Response.json({})),
  answer('customer', 'lightAccountActivation', { passwordRequired: true }),
);

// The offline provider's token URL, as the runtime configuration names it.
const TOKEN_URL = `${SERVICES_ORIGIN}${fullPathOf(catalogue.recaptchaOffline.token)}`;
const withOfflineProvider = () =>
  configureApi({
    services: testServiceUrls,
    locale: 'de-DE',
    recaptcha: { provider: 'offline', tokenUrl: TOKEN_URL },
  });

const recaptchaHeaders = () =>
  services.calls
    .filter((call) => call.path.startsWith('/api/cs/'))
    .map((call) => call.headers.get('X-Recaptcha-Token'));

describe('reCAPTCHA tokens from the configured provider', () => {
  it('sends a fresh token of the offline provider on the username check, the login and the magic link', async () => {
    let issued = 0;
    services.use(answer('recaptchaOffline', 'token', () => ({ token: `token-${(issued += 1)}` })));
    withOfflineProvider();
    await checkUsername('10012345');
    await login({ username: '10012345', password: 'x', stayLoggedIn: false });
    await sendMagicLink('10012345');
    expect(recaptchaHeaders()).toEqual(['token-1', 'token-2', 'token-3']);
    expect(services.calls[1]?.headers.get('x-client-id')).toBe('account-view');
  });

  it('sends a token on the light-account activation state, which tells light accounts apart', async () => {
    services.use(answer('recaptchaOffline', 'token', () => ({ token: 'token-activation' })));
    withOfflineProvider();
    await getLightAccountActivation('nora.keller@example.ch');
    expect(recaptchaHeaders()).toEqual(['token-activation']);
  });

  it('sends an empty token when the provider fails, so the service answers with its error', async () => {
    services.use(answer('recaptchaOffline', 'token', failWith(503)));
    withOfflineProvider();
    await checkUsername('10012345');
    expect(recaptchaHeaders()).toEqual(['']);
  });
});
