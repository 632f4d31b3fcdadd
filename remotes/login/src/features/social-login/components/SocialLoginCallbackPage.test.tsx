import { webcrypto } from 'node:crypto';
import { screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { authorizationUrl } from '../authorization-request';
import { SocialLoginCallbackPage } from './SocialLoginCallbackPage';

// jsdom's crypto lacks subtle, which the authorization request's PKCE challenge needs.
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

const services = mockServices(answer('logging', 'log', undefined));

/** The provider sends the customer back with a code and the state this tab stored. */
async function returnFromProvider() {
  const url = new URL(
    await authorizationUrl(
      'GOOGLE',
      { authorizationEndpoint: 'http://127.0.0.1:3020/auth', clientId: 'google' },
      'http://de.localhost:3000/login/social/google',
      '/orders',
    ),
  );
  await renderArea({
    locale: 'de-DE',
    start: `${paths.login.socialCallback('google')}?code=c0de&state=${url.searchParams.get('state')}`,
    registerCatalogue,
    routes: [{ path: paths.login.socialCallback.pattern, element: <SocialLoginCallbackPage /> }],
  });
}

beforeEach(() => sessionStorage.clear());

it('shows the login error, not an endless wait, when the social login answers 204 instead of the 200 the spec requires', async () => {
  services.use(answer('customer', 'socialLogin', new Response(null, { status: 204 })));
  await returnFromProvider();
  expect(
    await screen.findByText('Da hat etwas nicht geklappt... Bitte versuchen Sie es noch einmal.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Wird geladen/)).not.toBeInTheDocument();
  expect(services.calls.filter((call) => call.path === '/api/cs/user/social-login')).toHaveLength(
    1,
  );
});
