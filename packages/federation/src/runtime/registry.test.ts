/** @jest-environment node */
import type { RemoteRegistryFile } from '@account/contracts';
import {
  REMOTE_OVERRIDES_KEY,
  chosenRemotes,
  loadRegistry,
  resolveRegistry,
  withDeveloperOverrides,
} from './registry';
import { chooseReleases } from './release-choice';

const fallback = { login: 'http://localhost:3010/mf-manifest.json' };

/**
 * The shell's remotes.json as its host serves it. A static file of the shell, not an account
 * service: the catalogue declares no endpoint for it, so there is no MSW handler to answer it.
 */
function serve(response: Response | Error) {
  global.fetch = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
}

describe('remote registry', () => {
  it('uses the served registry and warns about names that are not remotes instead of loading them', async () => {
    serve(
      new Response(
        JSON.stringify({ login: 'https://cdn/login/mf-manifest.json', evil: 'x', order: 'y' }),
      ),
    );
    const warn = jest.fn();
    await expect(loadRegistry('/remotes.json', fallback, warn)).resolves.toEqual({
      login: 'https://cdn/login/mf-manifest.json',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), { unknown: ['evil', 'order'] });
  });

  it('stays quiet when every name is known', async () => {
    serve(new Response(JSON.stringify({ login: 'https://cdn/login/mf-manifest.json' })));
    const warn = jest.fn();
    await loadRegistry('/remotes.json', fallback, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the baked-in registry when the file is missing, broken or unreachable', async () => {
    serve(new Response('not found', { status: 404 }));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
    serve(new Response('{oops'));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
    serve(new TypeError('Failed to fetch'));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
  });
});

describe('developer overrides', () => {
  const stored = (value: string | null) => ({
    getItem: (key: string) => (key === REMOTE_OVERRIDES_KEY ? value : null),
  });
  const local = JSON.stringify({ login: 'http://localhost:4010/mf-manifest.json', evil: 'x' });

  it('point a known remote at another build outside production', () => {
    expect(withDeveloperOverrides(fallback, 'staging', stored(local))).toEqual({
      login: 'http://localhost:4010/mf-manifest.json',
    });
  });

  it('are ignored in production, and when unreadable', () => {
    expect(withDeveloperOverrides(fallback, 'production', stored(local))).toEqual(fallback);
    expect(withDeveloperOverrides(fallback, 'local', stored('{'))).toEqual(fallback);
    expect(withDeveloperOverrides(fallback, 'local', stored(null))).toEqual(fallback);
  });
});

describe('a registry with a canary', () => {
  const canary = {
    entry: 'https://cdn/orders/1.4.0/mf-manifest.json',
    version: '1.4.0',
    canary: {
      entry: 'https://canary.cdn/orders/1.5.0/mf-manifest.json',
      version: '1.5.0',
      share: 100,
    },
  };

  it('is read with its canary; a malformed canary is dropped and its stable entry kept', async () => {
    const broken = { entry: 'https://cdn/wishlist/mf-manifest.json', canary: { entry: 7 } };
    serve(new Response(JSON.stringify({ orders: canary, wishlist: broken, login: '' })));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toEqual({
      orders: canary,
      wishlist: { entry: 'https://cdn/wishlist/mf-manifest.json' },
    });
  });

  it("registers the visitor's version and tells which one runs", async () => {
    const registry = { orders: canary, login: 'https://cdn/login/mf-manifest.json' };
    const choose = (file: RemoteRegistryFile) => chooseReleases(file, 'visitor-1');
    await expect(resolveRegistry(registry, 'production', choose)).resolves.toEqual({
      orders: canary.canary.entry,
      login: 'https://cdn/login/mf-manifest.json',
    });
    expect(chosenRemotes()).toEqual({
      orders: { entry: canary.canary.entry, version: '1.5.0', channel: 'canary' },
      login: { entry: 'https://cdn/login/mf-manifest.json', version: null, channel: 'stable' },
    });
  });

  it("shows a developer's override as what runs", async () => {
    const override = JSON.stringify({ orders: 'http://localhost:4011/mf-manifest.json' });
    const storage = { getItem: () => override };
    await resolveRegistry({ orders: canary }, 'local', undefined, storage);
    expect(chosenRemotes()).toEqual({
      orders: { entry: 'http://localhost:4011/mf-manifest.json', version: null, channel: 'stable' },
    });
  });
});
