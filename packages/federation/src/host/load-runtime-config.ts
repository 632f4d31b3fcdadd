import type { RuntimeConfig } from '@account/contracts';
import { fetchDeploymentFile } from './deployment-files';

const REQUIRED: Array<keyof RuntimeConfig> = ['environment', 'shops', 'services', 'flags'];

/**
 * A host's runtime-config.json (the deployment's own file), so a presence check suffices; the
 * zod schema in contracts guards it where it is written (each host's config test) and keeps zod
 * out of the browser bundle. Shared by the shell and the creators hub.
 */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetchDeploymentFile(url);
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  const missing = REQUIRED.filter((key) => config[key] === undefined);
  if (missing.length) throw new Error(`runtime-config.json lacks ${missing.join(', ')}`);
  return config;
}
