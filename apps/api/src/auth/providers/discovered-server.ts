import type { ServerMetadata } from 'openid-client';
import { isLoopback, loadOpenIdClient } from './relying-party';

// Discovery documents are fetched once per issuer; a failed look-up is not kept, the provider may
// be back on the next attempt.
const servers = new Map<string, Promise<ServerMetadata>>();

/** The provider's metadata by OpenID Connect discovery (Google's and Apple's documents). */
export function discoveredServer(issuer: string): Promise<ServerMetadata> {
  let server = servers.get(issuer);
  if (!server) {
    server = loadOpenIdClient().then(async (client) => {
      const discovered = await client.discovery(
        new URL(issuer),
        'discovery',
        undefined,
        client.None(),
        // The local identity provider answers over plain HTTP; real ones only over HTTPS.
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      return discovered.serverMetadata();
    });
    server.catch(() => servers.delete(issuer));
    servers.set(issuer, server);
  }
  return server;
}
