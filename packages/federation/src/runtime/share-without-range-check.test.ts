import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import shareWithoutRangeCheck from './share-without-range-check';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('a remote started after the host, taking a singleton from it', () => {
  const host = createInstance({
    name: 'shell',
    remotes: [],
    plugins: [shareWithoutRangeCheck()],
    shared: {
      react: {
        version: '19.3.1',
        lib: () => 'the host’s React',
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
  });

  /** A remote that brings no React of its own and asks for ^20, which the host's 19.3.1 misses. */
  function remoteAsking(shareConfig: { singleton: boolean; strictVersion?: boolean }) {
    const remote = createInstance({ name: `remote-${Math.random()}`, remotes: [] });
    remote.initShareScopeMap('default', host.shareScopeMap.default!);
    return remote.loadShare('react', {
      customShareInfo: {
        shareConfig: { requiredVersion: '^20.0.0', ...shareConfig },
        scope: ['default'],
        strategy: 'loaded-first',
      },
    });
  }

  it('gets the host’s one copy without its range checked, so without a warning', async () => {
    const factory = await remoteAsking({ singleton: true });
    expect(factory && factory()).toBe('the host’s React');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is refused the copy outside a strict range, as the runtime does', async () => {
    await expect(remoteAsking({ singleton: true, strictVersion: true })).rejects.toThrow(
      /does not satisfy/,
    );
  });
});

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

describe('the copy the runtime chose', () => {
  const copy = { version: '2.0.0', from: 'shell' } as ResolveShareArgs['shareInfo'];
  const args = (asking: { version: string; singleton: boolean; copies: string[] }) => ({
    shareScopeMap: {
      default: { '@account/ui': Object.fromEntries(asking.copies.map((v) => [v, copy])) },
    },
    scope: 'default',
    pkgName: '@account/ui',
    version: '2.0.0',
    shareInfo: {
      version: asking.version,
      from: 'login',
      shareConfig: { singleton: asking.singleton, requiredVersion: '^2.0.0' },
    } as ResolveShareArgs['shareInfo'],
    GlobalFederation: {} as ResolveShareArgs['GlobalFederation'],
    resolver: () => {
      throw new Error('the range checked');
    },
  });
  const resolve = (given: ResolveShareArgs) =>
    (shareWithoutRangeCheck().resolveShare!(given) as ResolveShareArgs).resolver();
  const unchecked = { shared: copy, useTreesShaking: false };

  it('is handed over unchecked where it is of the asking build’s own version', () => {
    expect(
      resolve(args({ version: '2.0.0', singleton: false, copies: ['2.0.0', '2.1.0'] })),
    ).toEqual(unchecked);
  });

  it('is handed over unchecked where it is the one copy of a singleton', () => {
    expect(resolve(args({ version: '2.1.0', singleton: true, copies: ['2.0.0'] }))).toEqual(
      unchecked,
    );
  });

  it('is checked where it is of another version than the build’s own and no singleton', () => {
    expect(() => resolve(args({ version: '2.1.0', singleton: false, copies: ['2.0.0'] }))).toThrow(
      'the range checked',
    );
  });

  it('is checked where a singleton has several copies on the page (a remote for other teams’ hosts brought one)', () => {
    expect(() =>
      resolve(args({ version: '2.1.0', singleton: true, copies: ['2.0.0', '2.1.0'] })),
    ).toThrow('the range checked');
  });
});
