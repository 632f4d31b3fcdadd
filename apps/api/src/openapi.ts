// `pnpm openapi` writes docs/openapi.json from the catalogue's routes and the api-client's
// addresses (the contracts' generator, packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` (a step of scripts/test-all.mjs) fails
// when either file in the repository is stale.
import { clientAddressModules } from '@account/contracts/scripts/client-addresses';
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

function isCurrent(file: string, content: string): boolean {
  try {
    return readFileSync(file, 'utf8') === content;
  } catch {
    return false; // A missing file is as stale as an old one.
  }
}

async function main(): Promise<void> {
  const written = new Map([[DOCUMENT, await openApiDocument()], ...clientAddressModules()]);
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, content] of written) {
    const name = path.relative(path.resolve(__dirname, '../../..'), file);
    if (!check) {
      writeFileSync(file, content);
      console.log(`wrote ${name}`);
    } else if (!isCurrent(file, content)) {
      console.error(`${name} is stale: run \`pnpm openapi\` and commit the result.`);
      stale = true;
    } else console.log(`${name} is current`);
  }
  if (stale) process.exit(1);
}

void main();
