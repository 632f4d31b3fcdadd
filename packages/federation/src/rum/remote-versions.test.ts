import { rememberRemoteVersions, versionOf } from './remote-versions';

type Hook = NonNullable<ReturnType<typeof rememberRemoteVersions>['afterLoadSnapshot']>;

const snapshotOf = (name: string, buildVersion: unknown) =>
  ({
    moduleInfo: { name, entry: `http://localhost:3012/mf-manifest.json` },
    remoteSnapshot: { buildVersion },
  }) as unknown as Parameters<Hook>[0];

describe('the version of each remote that ran, from its manifest', () => {
  it('takes the build version of the manifest the runtime read', async () => {
    await rememberRemoteVersions().afterLoadSnapshot!(snapshotOf('orders', '2.4.0-canary.3'));
    expect(versionOf('orders')).toBe('2.4.0-canary.3');
  });

  it('says unknown for a remote whose manifest never arrived or named no version a label can carry', async () => {
    await rememberRemoteVersions().afterLoadSnapshot!(snapshotOf('wishlist', 'x'.repeat(40)));
    await rememberRemoteVersions().afterLoadSnapshot!(snapshotOf('profile', 'v1 <script>'));
    expect(versionOf('wishlist')).toBe('unknown');
    expect(versionOf('profile')).toBe('unknown');
    expect(versionOf('payments')).toBe('unknown');
  });
});
