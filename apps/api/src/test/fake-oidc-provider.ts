import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleClientConfig } from '../auth/social-login-config';

type Jose = typeof import('jose');

export interface IdTokenClaims {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface CodeOptions {
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** Signs with a key the JWKS does not publish, as a forger would. */
  foreignKey?: boolean;
  audience?: string;
}

export interface FakeOidcProvider {
  config: GoogleClientConfig;
  /** What the provider's authorize step would have handed the browser for this person. */
  issueCode(claims: IdTokenClaims, options: CodeOptions): string;
  close(): Promise<void>;
}

const CLIENT_ID = 'shop-test';
const CLIENT_SECRET = 'test-secret';
export const TEST_REDIRECT_URI = 'http://de.localhost:3000/login/social/google';

/**
 * A minimal OpenID provider over real HTTP for the API tests: discovery, JWKS and a token
 * endpoint that checks client credentials, PKCE and the redirect URI, and redeems each code once.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const jose: Jose = await import('jose');
  const signing = await jose.generateKeyPair('RS256');
  const foreign = await jose.generateKeyPair('RS256');
  const publicJwk = {
    ...(await jose.exportJWK(signing.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const codes = new Map<
    string,
    { claims: IdTokenClaims; options: CodeOptions; challenge: string }
  >();
  const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
  let issuer = '';

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      send(200, { issuer, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
      return;
    }
    if (request.url === '/jwks') {
      send(200, { keys: [publicJwk] });
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      // RFC 6749 2.3.1: id and secret are form-encoded before Basic (openid-client encodes '-').
      const [id, secret] = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString()
        .split(':')
        .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (
        id !== CLIENT_ID ||
        secret !== CLIENT_SECRET ||
        !issued ||
        form.get('redirect_uri') !== issued.options.redirectUri ||
        s256(form.get('code_verifier') ?? '') !== issued.challenge
      ) {
        send(400, { error: 'invalid_grant' });
        return;
      }
      const { claims, options } = issued;
      void new jose.SignJWT({ ...claims, nonce: options.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(options.foreignKey ? foreign.privateKey : signing.privateKey)
        .then((idToken) =>
          send(200, { access_token: 'unused', token_type: 'Bearer', id_token: idToken }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    config: {
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [TEST_REDIRECT_URI],
    },
    issueCode(claims, options) {
      const code = randomBytes(16).toString('hex');
      // The browser sent only the S256 challenge of its verifier to the authorize step.
      codes.set(code, { claims, options, challenge: s256(options.codeVerifier) });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
