import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const repository = path.resolve(__dirname, '../../..');

/**
 * Every remote of the workspace (remotes/<name> with a package.json), as pnpm-workspace.yaml
 * finds them: a remote made with `pnpm new-remote` gets its server without an edit here.
 */
export function workspaceRemotes(root = repository): string[] {
  const folder = path.join(root, 'remotes');
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(folder, name, 'package.json')))
    .sort();
}
