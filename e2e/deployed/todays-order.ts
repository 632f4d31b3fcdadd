import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { orderNumber, type orderNumbers } from '../support/orders';
import { placedToday } from '../support/todays-order';
import { deployed, pgBin } from './ports';

/** A statement in the deployed run's database, by psql, with psql's variables as parameters. */
function psql(statement: string, variables: Record<string, string>): string {
  const result = spawnSync(
    path.join(pgBin, 'psql'),
    [
      readFileSync(deployed.databaseUrlFile, 'utf8'),
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      '--set=ON_ERROR_STOP=1',
      ...Object.entries(variables).map(([name, value]) => `--set=${name}=${value}`),
    ],
    { input: statement, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The shop's demo order of today (seq 1), still of today when the test opens it, as
 * `todaysOrder` of the suites against `pnpm serve` does on SQLite: the deployed run seeds
 * PostgreSQL at its start, and a run that has passed midnight in the shop's zone since finds the
 * order placed yesterday, no longer cancellable online (spec section 9).
 */
export function todaysOrder(country: keyof typeof orderNumbers): string {
  const number = orderNumber(country, 1);
  const now = new Date();
  const placedAt = psql(`select placed_at from orders where order_number = :'number';`, {
    number,
  });
  if (!placedAt) throw new Error(`No order ${number} in the database`);
  if (placedToday(Number(placedAt), country, now)) return number;
  psql(
    `update orders set placed_at = :'now', updated_at = :'now' where order_number = :'number';`,
    { number, now: String(now.getTime()) },
  );
  return number;
}
