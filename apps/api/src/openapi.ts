// `pnpm openapi` writes docs/openapi.json from the catalogue's routes; `pnpm openapi --check`
// (a step of scripts/test-all.mjs) fails when the file in the repository is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/database';

const DOCUMENT = path.resolve(__dirname, '../../../docs/openapi.json');

async function openApiDocument(): Promise<string> {
  // Never connected: building the app registers the routes, which is all the document needs.
  const config = readConfig({ APP_ENV: 'local', SQLITE_FILE: ':memory:', DEV_MAILBOX: '0' });
  const db = createDatabase(config.database);
  const app = buildApp({ db, config, logger: false });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await db.destroy();
  return document;
}

async function main(): Promise<void> {
  const document = await openApiDocument();
  if (!process.argv.includes('--check')) {
    writeFileSync(DOCUMENT, document);
    console.log(`wrote ${path.relative(process.cwd(), DOCUMENT)}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(DOCUMENT, 'utf8');
  } catch {
    // A missing document is as stale as an old one.
  }
  if (current !== document) {
    console.error('docs/openapi.json is stale: run `pnpm openapi` and commit the result.');
    process.exit(1);
  }
  console.log('docs/openapi.json is current');
}

void main();
