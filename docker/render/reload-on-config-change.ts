// A host's mounted settings change while it runs: `pnpm release` (and its `--watch` rolling a
// broken canary back) writes remotes.json, and Kubernetes swaps a ConfigMap's files in place.
// The pages carry the registry and the security headers follow it (render-site.ts), so a change
// reaches visitors only once the site is rendered again and nginx reloaded.
import type { ChildProcess } from 'node:child_process';
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';

const FOLLOWED = ['remotes.json', 'runtime-config.json'];

/**
 * Renders the site again and reloads `nginx` (SIGHUP) whenever one of the host's mounted files
 * changes. It polls their status: a ConfigMap volume replaces the files through a symbolic link,
 * which file events miss. A file caught half-written fails to render and the last good site
 * stays; the write that completes it comes next. Returns the function that stops following.
 */
export function reloadOnConfigChange(
  configDir: string,
  render: () => void,
  nginx: ChildProcess,
  { intervalMs = 1_000 }: { intervalMs?: number } = {},
): () => void {
  const changed = () => {
    try {
      render();
      nginx.kill('SIGHUP');
      console.log('the mounted settings changed: site rendered again, nginx reloaded');
    } catch (error) {
      console.error(`the mounted settings are not rendered: ${String(error)}`);
    }
  };
  const files = FOLLOWED.map((file) => path.join(configDir, file));
  for (const file of files) watchFile(file, { interval: intervalMs }, changed);
  return () => files.forEach((file) => unwatchFile(file));
}
