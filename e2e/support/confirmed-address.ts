import { normalizeEmail } from '../../apps/api/src/db/normalize-email';
import { inRunDatabase } from './run-database';

/**
 * Marks a fresh account's e-mail address confirmed, as if its owner had followed a mailed link
 * long ago: a provider login links only to a confirmed address. Written straight into the run's
 * database (playwright.config.ts), so the test need not walk a second password flow first.
 */
export function confirmAddressOf(email: string): void {
  const { changes } = inRunDatabase((database) =>
    database
      .prepare('update customers set email_confirmed_at = ? where email_normalized = ?')
      .run(Date.now(), normalizeEmail(email)),
  );
  if (changes !== 1) throw new Error(`No account of ${email} in the database`);
}
