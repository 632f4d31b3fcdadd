/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RuntimeConfig } from '@account/contracts';

const file = (host: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, `../../${host}/public/runtime-config.json`), 'utf8'),
  );

describe("the creators hub's runtime configuration", () => {
  it('matches the contract, so the browser can trust it without a schema library', () => {
    const parsed = RuntimeConfig.safeParse(file('creators-hub'));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("names the same services, shops and hosts as the account's, so both share the session", () => {
    const hub = file('creators-hub');
    const account = file('shell');
    expect(hub.services).toEqual(account.services);
    expect(hub.shops).toEqual(account.shops);
    expect(hub.hosts).toEqual(account.hosts);
  });

  // Issue 40: the hub's own "/hilfe" answered {"errorKey":"NOT_FOUND"}; the help is the account's.
  it("leads its help link where the account's does", () => {
    expect(file('creators-hub').faqUrl).toEqual(file('shell').faqUrl);
  });
});
