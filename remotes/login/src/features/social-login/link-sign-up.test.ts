import { setRuntimeConfig } from '@account/config';
import type { RuntimeConfig } from '@account/contracts';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { linkAfterPasswordLogin } from './link-sign-up';

const PASSWORD = 'Sommer2026!';
const services = mockServices(answer('logging', 'log', undefined));
const linkCalls = () =>
  services.calls
    .filter((call) => call.path.endsWith('/user/social-login/link-sign-up'))
    .map((call) => call.body);

beforeAll(() => {
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
});

it('links without a password while the login is fresh', async () => {
  services.use(answer('customer', 'socialLinkSignUp', () => new Response(null, { status: 204 })));
  expect(await linkAfterPasswordLogin('s1gn-up', PASSWORD)).toBe('linked');
  expect(linkCalls()).toEqual([{ sign_up_token: 's1gn-up' }]);
});

it('gives the password the customer just typed when the service asks for it (issue 33)', async () => {
  services.use(
    answer('customer', 'socialLinkSignUp', ({ body }) =>
      (body as { password?: string }).password === PASSWORD
        ? new Response(null, { status: 204 })
        : failWith(403, 'PASSWORD_REQUIRED'),
    ),
  );
  expect(await linkAfterPasswordLogin('s1gn-up', PASSWORD)).toBe('linked');
  expect(linkCalls()).toEqual([
    { sign_up_token: 's1gn-up' },
    { sign_up_token: 's1gn-up', password: PASSWORD },
  ]);
});

it('says when the link waits for the mail of an unconfirmed address', async () => {
  services.use(
    answer('customer', 'socialLinkSignUp', failWith(409, 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED')),
  );
  expect(await linkAfterPasswordLogin('s1gn-up', PASSWORD)).toBe('mailed');
});

it('lets the login stand when linking fails', async () => {
  services.use(answer('customer', 'socialLinkSignUp', failWith(410, 'TOKEN_INVALID')));
  expect(await linkAfterPasswordLogin('s1gn-up', PASSWORD)).toBe('failed');
});
