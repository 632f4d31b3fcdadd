// Where the parts the contract checks compare live, shared by new-remote and check-contracts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Remotes are served from 3010 up; these ports belong to the shell, the API, the identity
 * provider, the creators hub and the e2e API.
 */
export const FIRST_REMOTE_PORT = 3010;
export const CREATORS_HUB_PORT = 3030;
export const RESERVED_PORTS = [3000, 3001, 3020, CREATORS_HUB_PORT, 3101];
