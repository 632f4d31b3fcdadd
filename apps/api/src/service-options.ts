import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';

/** What every service plugin and its routes are given; passed explicitly rather than hung on the instance. */
export interface ServiceOptions {
  db: Kysely<Database>;
  config: Config;
}
