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

/** The names of Apple's `user` field; none when it is missing (any later sign-in) or malformed. */
export function appleNamesOf(user: string | undefined): { firstName: string; lastName: string } {
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
 * The id_token's e-mail: Apple writes email_verified as a string or a boolean, and a private relay
 * address counts as verified whatever it says, since Apple relays only to the customer's
 * verified address.
 */
export function appleEmailOf(claims: Readonly<Record<string, unknown>>): {
  email: string;
  emailVerified: boolean;
} {
  const email = text(claims.email).toLowerCase();
  return {
    email,
    emailVerified:
      claims.email_verified === true ||
      claims.email_verified === 'true' ||
      APPLE_PRIVATE_RELAY.test(email),
  };
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
      return {
        subject: claims.sub,
        ...appleEmailOf(claims),
        ...appleNamesOf(grant.appleUser),
      };
    },
  };
}
