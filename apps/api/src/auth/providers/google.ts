import type { GoogleClientConfig } from '../social-login-config';
import { redeemForIdToken } from './oidc-identity';
import { text, type ProviderAdapter } from './relying-party';

/** Google: plain OpenID Connect; the id_token carries e-mail, its verification and the names. */
export function googleAdapter(google: GoogleClientConfig): ProviderAdapter {
  return {
    provider: 'GOOGLE',
    redirectUris: google.redirectUris,
    async redeem(grant) {
      const claims = await redeemForIdToken(
        google.issuer,
        google.clientId,
        async (client) => client.ClientSecretBasic(google.clientSecret),
        grant,
      );
      return {
        subject: claims.sub,
        email: text(claims.email).toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
      };
    },
  };
}
