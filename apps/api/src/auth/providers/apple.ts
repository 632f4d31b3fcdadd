import { z } from 'zod';
import type { AppleClientConfig } from '../social-login-config';
import { appleClientSecret } from './apple-client-secret';
import { redeemForIdToken } from './oidc-identity';
import { text, type ProviderAdapter } from './relying-party';

/** Apple's hidden-e-mail addresses: Apple relays to the customer's verified address. */
export const APPLE_PRIVATE_RELAY = /@privaterelay\.appleid\.com$/i;

/** The `user` form field Apple posts once, on the first authorization for this app. */
const AppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

function namesOf(user: string | undefined): { firstName: string; lastName: string } {
  let parsed: unknown;
  try {
    parsed = user ? JSON.parse(user) : {};
  } catch {
    parsed = {};
  }
  const name = AppleUser.safeParse(parsed).data?.name;
  return { firstName: name?.firstName?.trim() ?? '', lastName: name?.lastName?.trim() ?? '' };
}

/**
 * Sign in with Apple: OpenID Connect with an ES256 JWT as client secret. The id_token has the
 * e-mail but never the name, which comes only with the first authorization's `user` field; Apple
 * sends email_verified as a string. Private relay addresses are Apple-verified.
 */
export function appleAdapter(apple: AppleClientConfig): ProviderAdapter {
  return {
    provider: 'APPLE',
    redirectUris: apple.redirectUris,
    async redeem(grant) {
      const claims = await redeemForIdToken(
        apple.issuer,
        apple.clientId,
        async (client) => client.ClientSecretPost(await appleClientSecret(apple)),
        grant,
      );
      const email = text(claims.email).toLowerCase();
      return {
        subject: claims.sub,
        email,
        emailVerified:
          claims.email_verified === true ||
          claims.email_verified === 'true' ||
          APPLE_PRIVATE_RELAY.test(email),
        ...namesOf(grant.appleUser),
      };
    },
  };
}
