import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';

/** `src/server.ts` running as the image runs it, but through tsx, on a free port of its own. */
export interface ServerProcess {
  server: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

/**
 * Starts the API as a process of its own on an already migrated SQLite file, local settings
 * (`env` adds or overrides), and resolves once /api/health answers. `stdout: 'pipe'` leaves its
 * log to the caller.
 */
export async function startServerProcess(
  file: string,
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      APP_ENV: 'local',
      API_PORT: String(port),
      SQLITE_FILE: file,
      DATABASE_URL: '',
      RECAPTCHA_MODE: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { server, origin, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
