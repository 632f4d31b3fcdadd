import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/**
 * The messages of the layer rule for each source as if it sat at its file of the API, with the
 * repository's eslint.config.mjs; all in one child process, since loading the configuration is
 * most of the time. In a child: ESLint loads its config with import(), which jest's module
 * sandbox does not offer.
 */
function upwardImportsOf(sources: Array<[file: string, code: string]>): string[][] {
  const program = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const found = [];
    for (const [filePath, code] of JSON.parse(process.env.SOURCES)) {
      const [result] = await eslint.lintText(code, { filePath });
      found.push(result.messages.filter((m) => m.ruleId === 'api-layers/no-upward-import').map((m) => m.message));
    }
    console.log(JSON.stringify(found));
  `;
  const sourcesInApi = sources.map(([file, code]) => [path.join(repo, 'apps/api/src', file), code]);
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, SOURCES: JSON.stringify(sourcesInApi) },
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as string[][];
}

/** Each source as if it sat at its file in apps/api/src. */
const sources = {
  domainImportsHttp: [
    'domain/orders/cancel.ts',
    "import { ApiError } from '../../http/api-error';\nexport const used = ApiError;\n",
  ],
  httpImportsTheCustomer: [
    'http/idempotency.ts',
    "import { loggedInOf } from '../auth/require-customer';\nexport const used = loggedInOf;\n",
  ],
  dbImportsADomainType: [
    'db/orders-schema.ts',
    "import type { Carrier } from '../domain/returns/carriers';\nexport type Used = Carrier;\n",
  ],
  mailImportsTheSettingsType: [
    'mail/mailer.ts',
    "import type { Config } from '../config';\nexport type Used = Config;\n",
  ],
  mailReadsTheSettings: [
    'mail/mailer.ts',
    "import { readConfig } from '../config';\nexport const used = readConfig;\n",
  ],
  routeImportsBelow: [
    'services/orders/cancel-order.ts',
    [
      "import { ApiError } from '../../http/api-error';",
      "import { requireStepUp } from '../../auth/step-up';",
      "import { cancelOrder } from '../../domain/orders/cancel-order';",
      "import { enqueueMail } from '../../mail/outbox';",
      'export const used = [ApiError, requireStepUp, cancelOrder, enqueueMail];',
      '',
    ].join('\n'),
  ],
  migrationUsesTheDomain: [
    'db/migrations/20261128173000-credit-notes.ts',
    "import { creditEarlierReturns } from '../../domain/orders/credit-notes/credit-earlier-returns';\nexport const used = creditEarlierReturns;\n",
  ],
} satisfies Record<string, [string, string]>;

let found: Record<keyof typeof sources, string[]>;
beforeAll(() => {
  const names = Object.keys(sources) as Array<keyof typeof sources>;
  const messages = upwardImportsOf(names.map((name) => sources[name]));
  found = Object.fromEntries(names.map((name, index) => [name, messages[index]!])) as typeof found;
});

describe("the API's layers", () => {
  it('refuse the domain importing HTTP, and HTTP importing the logged-in customer', () => {
    expect(found.domainImportsHttp).toEqual([
      expect.stringContaining('domain imports from http, a layer above it'),
    ]);
    expect(found.httpImportsTheCustomer).toEqual([
      expect.stringContaining('http imports from auth'),
    ]);
  });

  it('refuse a type from above too, except the settings handed down', () => {
    expect(found.dbImportsADomainType).toEqual([expect.stringContaining('db imports from domain')]);
    expect(found.mailImportsTheSettingsType).toEqual([]);
    expect(found.mailReadsTheSettings).toEqual([
      expect.stringContaining('mail imports from config'),
    ]);
  });

  it('allow imports from below and within a layer, and a migration that uses the domain', () => {
    expect(found.routeImportsBelow).toEqual([]);
    expect(found.migrationUsesTheDomain).toEqual([]);
  });
});
