import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import shareWithoutRangeCheck from './share-without-range-check';

const hostReact = { from: 'shell' };
type ShareConfig = { singleton: boolean; strictVersion?: boolean };

/** A build asking for React ^20 where the page registered 19.3.1 only. */
function buildAsking(shareConfig: ShareConfig) {
  const copies = { '19.3.1': hostReact };
  return createInstance({
    name: `remote-${Math.random()}`,
    remotes: [],
    shared: {
      react: Object.entries(copies).map(([version, lib]) => ({
        version,
        lib: () => lib,
        shareConfig: { requiredVersion: '^20.0.0', ...shareConfig },
      })),
    },
  });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('in the host that has it and in every instance started after it (the remotes)', () => {
  beforeAll(() => {
    createInstance({ name: 'shell', remotes: [], plugins: [shareWithoutRangeCheck()] });
  });

  it('hands the one registered copy of a singleton over without checking the range', async () => {
    const factory = await buildAsking({ singleton: true }).loadShare('react');
    expect(factory && factory()).toBe(hostReact);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a strict singleton to the runtime, which refuses the copy outside the range', async () => {
    await expect(
      buildAsking({ singleton: true, strictVersion: true }).loadShare('react'),
    ).rejects.toThrow(/does not satisfy/);
  });
});

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

describe('the choice the runtime made', () => {
  const copy = { version: '2.0.0', from: 'shell' } as ResolveShareArgs['shareInfo'];
  const args = (asking: { version: string; singleton: boolean }): ResolveShareArgs => ({
    shareScopeMap: { default: { '@account/ui': { '2.0.0': copy, '2.1.0': copy } } },
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
  const resolveShare = (given: ResolveShareArgs) =>
    shareWithoutRangeCheck().resolveShare!(given) as ResolveShareArgs;

  it('is handed over unchecked where the copy is of the asking build’s own version', () => {
    const resolved = resolveShare(args({ version: '2.0.0', singleton: false })).resolver();
    expect(resolved).toEqual({ shared: copy, useTreesShaking: false });
  });

  it('is checked where the copy is of another version than the build’s own', () => {
    const resolved = resolveShare(args({ version: '2.1.0', singleton: false }));
    expect(() => resolved.resolver()).toThrow('the range checked');
  });

  it('is checked where a singleton has several copies on the page (a remote of other teams’ hosts brought one)', () => {
    const resolved = resolveShare(args({ version: '2.1.0', singleton: true }));
    expect(() => resolved.resolver()).toThrow('the range checked');
  });
});
