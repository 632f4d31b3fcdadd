/** Where the Prometheus endpoint listens, from METRICS_PORT and METRICS_HOST; null: no endpoint. */
export interface MetricsSettings {
  host: string;
  port: number;
}

/**
 * Off unless METRICS_PORT is set (docs/decisions/060): the image sets 9464, `pnpm serve` too;
 * tests start their own. METRICS_HOST defaults to the API's own host (API_HOST), so a container
 * exposes both on its network and a local run keeps both on loopback.
 */
export function metricsSettingsOf(env: NodeJS.ProcessEnv, apiHost: string): MetricsSettings | null {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return null;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`METRICS_PORT must be a port number (1 to 65535): ${env.METRICS_PORT}`);
  return { host: env.METRICS_HOST || apiHost, port };
}
