/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { chooseRelease, isInCanary } from './release-choice';

const stable = 'https://cdn.example/orders/1.4.0/mf-manifest.json';
const canary = 'https://canary.example/orders/1.5.0/mf-manifest.json';
const withCanary = (share: number) => ({
  entry: stable,
  version: '1.4.0',
  canary: { entry: canary, version: '1.5.0', share },
});
const visitors = Array.from({ length: 10_000 }, () => randomUUID());

async function countOnCanary(share: number): Promise<number> {
  const choices = await Promise.all(
    visitors.map((visitor) => chooseRelease('orders', withCanary(share), visitor)),
  );
  return choices.filter((choice) => choice.channel === 'canary').length;
}

describe('choosing a remote version per visitor', () => {
  it('puts about the share of visitors on the canary', async () => {
    // 10,000 draws at 10 %: the standard deviation is 30 visitors; 150 is five of them.
    const onCanary = await countOnCanary(10);
    expect(onCanary).toBeGreaterThan(850);
    expect(onCanary).toBeLessThan(1150);
  });

  it('gives the same visitor the same version every time', async () => {
    for (const visitor of visitors.slice(0, 200)) {
      const first = await chooseRelease('orders', withCanary(50), visitor);
      const again = await chooseRelease('orders', withCanary(50), visitor);
      expect(again).toEqual(first);
    }
  });

  it('keeps every canary visitor on the canary when the share grows', async () => {
    for (const visitor of visitors.slice(0, 500)) {
      if (await isInCanary(visitor, 'orders', 10))
        expect(await isInCanary(visitor, 'orders', 30)).toBe(true);
    }
  });

  it('puts nobody on a canary of share 0 and everybody on one of share 100', async () => {
    expect(await countOnCanary(0)).toBe(0);
    expect(await countOnCanary(100)).toBe(visitors.length);
  });

  it('reports the version and channel the visitor runs', async () => {
    const [visitor] = visitors;
    await expect(chooseRelease('orders', withCanary(100), visitor!)).resolves.toEqual({
      entry: canary,
      version: '1.5.0',
      channel: 'canary',
    });
    await expect(chooseRelease('orders', withCanary(0), visitor!)).resolves.toEqual({
      entry: stable,
      version: '1.4.0',
      channel: 'stable',
    });
  });

  it('runs a plain registry entry unchanged, as the stable version', async () => {
    await expect(chooseRelease('orders', stable, 'any visitor')).resolves.toEqual({
      entry: stable,
      version: null,
      channel: 'stable',
    });
  });
});
