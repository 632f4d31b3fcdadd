import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');

/**
 * A throw-away copy of the files check-contracts reads and new-remote writes, so their tests
 * can break or extend the tree without touching the real one. The contracts' dependencies are
 * linked from the real tree.
 */
export function copyOfTree(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'account-tree-'));
  const skip = (source: string) => !/[\\/](node_modules|dist)([\\/]|$)/.test(source);
  // Every workspace package's package.json: the versions the remotes' ranges must include.
  const packageFiles = readdirSync(path.join(repo, 'packages'))
    .map((folder) => `packages/${folder}/package.json`)
    .filter((file) => existsSync(path.join(repo, file)));
  const parts = [
    'packages/contracts/src',
    ...packageFiles,
    'remotes',
    'apps/shell/public',
    'e2e/package.json',
  ];
  for (const part of parts) {
    cpSync(path.join(repo, part), path.join(copy, part), { recursive: true, filter: skip });
  }
  symlinkSync(
    path.join(repo, 'packages/contracts/node_modules'),
    path.join(copy, 'packages/contracts/node_modules'),
  );
  return copy;
}
