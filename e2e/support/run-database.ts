import SQLite from 'better-sqlite3';

/**
 * Works in the run's own database (playwright.config.ts), for the states a test needs that only
 * time or another party would bring about and the product offers no way to reach.
 */
export function inRunDatabase<T>(work: (database: SQLite.Database) => T): T {
  const database = new SQLite(process.env.E2E_SQLITE_FILE!);
  try {
    return work(database);
  } finally {
    database.close();
  }
}
