#!/usr/bin/env node
// pnpm e2e:remote <remote> [playwright options]: the remote's own spec (e2e/tests/<remote>.spec.ts)
// against the built shell with only that remote served (and login, the way in) — what its team
// runs before a deploy, without building or serving the other areas, whose navigation entries
// then show the "area not reachable" fallback (scripts/serve.mjs, SERVE_REMOTES).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';

const [remote, ...playwrightOptions] = process.argv.slice(2);
if (!remote || !existsSync(path.join(root, 'remotes', remote))) {
  console.error(
    'usage: pnpm e2e:remote <remote> [playwright options], e.g. pnpm e2e:remote creators',
  );
  process.exit(2);
}
// The remote's specs: tests/<remote>.spec.ts and tests/<remote>-<topic>.spec.ts.
const specs = readdirSync(path.join(root, 'e2e/tests'))
  .filter((file) => file === `${remote}.spec.ts` || file.startsWith(`${remote}-`))
  .map((file) => `tests/${file}`);
if (specs.length === 0) {
  console.error(`e2e/tests has no spec of the ${remote} remote (${remote}.spec.ts)`);
  process.exit(2);
}

const result = spawnSync(
  'pnpm',
  ['--filter', '@account/e2e', 'exec', 'playwright', 'test', ...specs, ...playwrightOptions],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SERVE_REMOTES: remote } },
);
process.exit(result.status ?? 1);
