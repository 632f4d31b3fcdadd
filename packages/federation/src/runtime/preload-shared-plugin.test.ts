import { preloadRemoteOnlyShared } from './preload-shared-plugin';

type Hook = NonNullable<ReturnType<typeof preloadRemoteOnlyShared>['afterLoadSnapshot']>;

function snapshotArgs(hostShared: string[], id?: string) {
  return {
    id,
    moduleInfo: { name: 'login', entry: 'http://localhost:3010/mf-manifest.json' },
    host: { options: { shared: Object.fromEntries(hostShared.map((name) => [name, []])) } },
    remoteSnapshot: {
      shared: [
        { sharedName: 'react', assets: { js: { sync: ['394.js'] } } },
        { sharedName: 'react-hook-form', assets: { js: { sync: ['15.js'] } } },
        { sharedName: '@hookform/resolvers/zod', assets: { js: { sync: ['263.js'] } } },
        { sharedName: 'hyphen/de-1996', assets: { js: { sync: ['921.js'] } } },
      ],
    },
  } as unknown as Parameters<Hook>[0];
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloading what only a remote shares', () => {
  it('preloads the remote-only library beside the entry and leaves what the host provides, the zod resolver a form loads and the hyphenation patterns', async () => {
    await preloadRemoteOnlyShared().afterLoadSnapshot!(snapshotArgs(['react']));
    expect(preloaded()).toEqual(['http://localhost:3010/15.js']);
  });

  it('adds each preload once, however often the snapshot is loaded', async () => {
    const plugin = preloadRemoteOnlyShared();
    await plugin.afterLoadSnapshot!(snapshotArgs(['react']));
    await plugin.afterLoadSnapshot!(snapshotArgs(['react']));
    expect(preloaded()).toHaveLength(1);
  });

  it('preloads nothing for home tiles, which hold no form', async () => {
    const plugin = preloadRemoteOnlyShared();
    await plugin.afterLoadSnapshot!(snapshotArgs(['react'], 'login/HomeTiles'));
    expect(preloaded()).toEqual([]);
    await plugin.afterLoadSnapshot!(snapshotArgs(['react'], 'login/Root'));
    expect(preloaded()).toEqual(['http://localhost:3010/15.js']);
  });
});
