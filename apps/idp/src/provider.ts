import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import { accountOf } from './accounts';
import type { IdpConfig } from './config';

/** A fresh signing key per start: the API reads it from the JWKS endpoint, as it would Google's. */
function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keys: [
      {
        ...privateKey.export({ format: 'jwk' }),
        kid: randomBytes(8).toString('hex'),
        use: 'sig',
        alg: 'RS256',
      },
    ],
  };
}

export function createProvider(config: IdpConfig): Provider {
  const configuration: Configuration = {
    // Google's mode: plain OpenID Connect (Apple and Facebook have their own modes).
    clients: [
      {
        client_id: 'google',
        client_secret: config.secrets.google,
        redirect_uris: config.redirectOrigins.map((origin) => `${origin}/login/social/google`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // The shop asks with PKCE (S256) like a browser app should; requests without it are refused.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Google and Apple put the e-mail into the id_token; the API reads it from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // A sign-in at the stand-in is one short visit; every artifact says how long it lives (seconds).
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    jwks: signingKeys(),
    cookies: { keys: [randomBytes(32).toString('hex')] },
    async findAccount(_ctx, subject) {
      const account = accountOf(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        }),
      };
    },
  };
  return new Provider(config.issuer, configuration);
}
