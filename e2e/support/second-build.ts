import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/**
 * A second build of one remote beside its first (`dist-<label>`, REMOTE_BUILD_LABEL), as a team
 * builds a new version before its pointer changes. Returns how long the build took.
 */
export function buildSecondVersion(remote: string, label: string): number {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'packages/federation/bin/build.mjs')],
    {
      cwd: path.join(repo, 'remotes', remote),
      env: { ...process.env, REMOTE_DIST: `dist-${label}`, REMOTE_BUILD_LABEL: label },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`second build of ${remote} failed: ${result.stdout}${result.stderr}`);
  return Date.now() - started;
}

/** Serves that build on its own port, as a CDN would (the remote server with --dist --port). */
export async function serveSecondVersion(
  remote: string,
  label: string,
  port: number,
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      path.join(repo, 'packages/federation/bin/serve-remote.mjs'),
      '--dist',
      `dist-${label}`,
      '--port',
      String(port),
    ],
    { cwd: path.join(repo, 'remotes', remote), stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the second build of ${remote} did not come up on ${port}`);
}
