import type { BrowserContext } from '@playwright/test';
import { hashToken } from '../../apps/api/src/domain/tokens/tokens';
import { inRunDatabase } from './run-database';

/**
 * Moves the last authentication of the browser's session `minutes` into the past, as if the
 * login was that long ago: step-up (issue 25) is decided by the server's clock, which a test
 * cannot wait out. Written straight into the run's database (playwright.config.ts), so the
 * product has no way to do it.
 */
export async function ageLogin(context: BrowserContext, minutes: number): Promise<void> {
  const access = (await context.cookies()).find((cookie) => cookie.name === 'av_access');
  if (!access) throw new Error('The browser holds no session to age');
  const { changes } = inRunDatabase((database) =>
    database
      .prepare('update sessions set authenticated_at = ? where access_token_hash = ?')
      .run(Date.now() - minutes * 60_000, hashToken(access.value)),
  );
  if (changes !== 1) throw new Error('The browser’s session is not in the database');
}
