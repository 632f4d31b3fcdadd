import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Prometheus's endpoint, GET /metrics, on a port of its own: not behind the shop's proxy, so
 * customers never reach it, and a scrape never waits behind customers' requests in Fastify's
 * hooks. It serves prom-client's default registry, where every part of the API (and the RUM
 * metrics of services/logging) registers its metrics.
 */
export async function startMetricsServer({
  host,
  port,
}: {
  host: string;
  port: number;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
