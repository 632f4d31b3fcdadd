import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { orderNumbers } from '../support/orders';
import { todaysOrderIn, type OrderPlacings } from '../support/todays-order';
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

/** The deployed run's PostgreSQL, which `serve-deployed` seeds at the run's start. */
const deployedDatabase: OrderPlacings = {
  placedAt: (number) => {
    const placedAt = psql(`select placed_at from orders where order_number = :'number';`, {
      number,
    });
    return placedAt ? Number(placedAt) : undefined;
  },
  movePlacing: (number, at) => {
    psql(
      `update orders set placed_at = :'at', updated_at = :'at' where order_number = :'number';`,
      { number, at: String(at) },
    );
  },
};

/** Today's demo order in the deployed run's PostgreSQL (see `todaysOrderIn`). */
export function todaysOrder(country: keyof typeof orderNumbers): string {
  return todaysOrderIn(deployedDatabase, country);
}
