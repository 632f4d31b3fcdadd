import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';
import { until } from './processes';

/** The compiled API (`pnpm build`), run as its image runs it. */
const apiDir = path.resolve(__dirname, '../../apps/api');

/** Settings of a local run without the reCAPTCHA check, logging only warnings. */
const localSettings = {
  APP_ENV: 'local',
  RECAPTCHA_MODE: 'off',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  ANSWER_CHECK_SHARE: '0.01',
};

/** A release's migration step and the demo data, straight on the primary (never through PgBouncer). */
export function migrateAndSeed(databaseUrl: string): void {
  for (const entry of ['dist/migrate.js', 'dist/seed.js'])
    execFileSync(process.execPath, [entry], {
      cwd: apiDir,
      env: { ...process.env, ...localSettings, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
}

export interface ApiInstance {
  process: ChildProcess;
  origin: string;
  /** Whatever the process wrote to stderr (its log goes to stdout, ignored). */
  stderr(): string;
}

/** One API instance that did not migrate at start, once /api/ready answers 200. */
export async function startApiInstance(env: Record<string, string>): Promise<ApiInstance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...localSettings,
      MIGRATE_AT_START: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      API_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await until('the API is ready', async () => {
    if (child.exitCode !== null) throw new Error(`the API exited: ${stderr}`);
    return (await fetch(`${origin}/api/ready`)).ok;
  });
  return { process: child, origin, stderr: () => stderr };
}
