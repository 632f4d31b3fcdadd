import type { ExportedJWKSCache, IDToken } from 'openid-client';
import {
  asProviderAnswer,
  authorizationResponse,
  isLoopback,
  loadOpenIdClient,
  type CodeGrant,
} from './relying-party';
import { discoveredServer } from './discovered-server';

type ClientAuthOf = (
  client: Awaited<ReturnType<typeof loadOpenIdClient>>,
) => Promise<ReturnType<typeof import('openid-client').ClientSecretPost>>;

// The provider's signing keys per issuer, kept across logins (openid-client refetches on a new kid).
const keyCaches = new Map<string, ExportedJWKSCache>();

/**
 * The OpenID Connect code grant Google and Apple share: the code with its PKCE verifier to the
 * token endpoint, then openid-client checks the id_token: issuer, audience, expiry, the nonce of
 * this browser's request, and its signature by the provider's published keys. The signature check
 * (non-repudiation) is more than OIDC asks of a token fetched over TLS; it costs one cached key
 * set and refuses a token no provider key signed, whoever answered on the token endpoint.
 */
export async function redeemForIdToken(
  issuer: string,
  clientId: string,
  clientAuth: ClientAuthOf,
  grant: CodeGrant,
): Promise<IDToken> {
  const client = await loadOpenIdClient();
  const server = await discoveredServer(issuer);
  return asProviderAnswer(client, async () => {
    const configuration = new client.Configuration(
      server,
      clientId,
      undefined,
      await clientAuth(client),
    );
    if (isLoopback(issuer)) client.allowInsecureRequests(configuration);
    client.enableNonRepudiationChecks(configuration);
    const keys = keyCaches.get(issuer);
    if (keys) client.setJwksCache(configuration, keys);
    const tokens = await client.authorizationCodeGrant(
      configuration,
      authorizationResponse(grant),
      {
        pkceCodeVerifier: grant.codeVerifier,
        expectedNonce: grant.nonce,
        expectedState: client.skipStateCheck,
        idTokenExpected: true,
      },
    );
    const fetchedKeys = client.getJwksCache(configuration);
    if (fetchedKeys) keyCaches.set(issuer, fetchedKeys);
    return tokens.claims()!;
  });
}
