import { z } from 'zod';
import type { FacebookClientConfig } from '../social-login-config';
import { appsecretProof } from './appsecret-proof';
import {
  IdentityProviderError,
  asProviderAnswer,
  authorizationResponse,
  isLoopback,
  loadOpenIdClient,
  type ProviderAdapter,
} from './relying-party';

/** The Graph API's `/me` answer for the fields asked; e-mail only if the customer shared one. */
const GraphMe = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const FIELDS = 'id,name,email,first_name,last_name';

/**
 * Facebook Login: an OAuth 2.0 code flow (with PKCE) without id_token. The access token reads
 * the person from the Graph API, with appsecret_proof, so a stolen token is useless without the
 * app secret. Facebook returns only an address it has confirmed, and none when the customer
 * signed up by phone or withheld it: then the shop asks for one (docs/decisions/README.md).
 */
export function facebookAdapter(facebook: FacebookClientConfig): ProviderAdapter {
  const graph = facebook.graphUrl.replace(/\/+$/, '');
  return {
    provider: 'FACEBOOK',
    redirectUris: facebook.redirectUris,
    async redeem(grant) {
      const client = await loadOpenIdClient();
      return asProviderAnswer(client, async () => {
        const configuration = new client.Configuration(
          { issuer: 'https://www.facebook.com', token_endpoint: `${graph}/oauth/access_token` },
          facebook.clientId,
          undefined,
          client.ClientSecretPost(facebook.clientSecret),
        );
        if (isLoopback(graph)) client.allowInsecureRequests(configuration);
        const tokens = await client.authorizationCodeGrant(
          configuration,
          authorizationResponse(grant),
          { pkceCodeVerifier: grant.codeVerifier, expectedState: client.skipStateCheck },
        );
        const me = new URL(`${graph}/me`);
        me.searchParams.set('fields', FIELDS);
        me.searchParams.set(
          'appsecret_proof',
          appsecretProof(tokens.access_token, facebook.clientSecret),
        );
        const response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          me,
          'GET',
        );
        if (!response.ok) throw new IdentityProviderError(`Graph /me answered ${response.status}`);
        const person = GraphMe.safeParse(await response.json());
        if (!person.success) throw new IdentityProviderError('Graph /me answered no person');
        const email = person.data.email?.trim().toLowerCase() ?? '';
        return {
          subject: person.data.id,
          email,
          emailVerified: email !== '',
          firstName: person.data.first_name ?? '',
          lastName: person.data.last_name ?? '',
        };
      });
    },
  };
}
