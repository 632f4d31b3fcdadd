/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RuntimeConfig } from '@account/contracts';

describe('the runtime configuration served beside the shell', () => {
  it('matches the contract, so the browser can trust it without a schema library', () => {
    const file = path.join(__dirname, '../../public/runtime-config.json');
    const parsed = RuntimeConfig.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('maps the three shop hosts to their locales', () => {
    const config = JSON.parse(
      readFileSync(path.join(__dirname, '../../public/runtime-config.json'), 'utf8'),
    );
    expect(config.shops).toMatchObject({
      'de.localhost': 'de-DE',
      'at.localhost': 'de-AT',
      'ch.localhost': 'de-CH',
    });
  });
});
