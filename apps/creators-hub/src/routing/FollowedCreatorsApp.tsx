import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '@account/federation';
import { currentLocale, hostUrl } from '@account/config';
import { Loading } from '@account/ui';
import type { FollowedCreatorsAppModule } from '../remote-contracts';

/**
 * The creators remote's app export, mounted as any other team's host mounts it (its README's
 * host contract): bridge-react renders it into a React root of its own, with our shop, our `/api`
 * (served on this origin, so the session cookies go along), the account area and our root path
 * as props.
 */
const RemoteFollowedCreatorsApp = createRemoteAppComponent({
  loader: () => loadRemote<FollowedCreatorsAppModule>('creators/FollowedCreatorsApp'),
  loading: <Loading />,
  fallback: () => <RemoteUnavailable />,
});

export function FollowedCreatorsApp() {
  return (
    <RemoteFollowedCreatorsApp
      locale={currentLocale()}
      apiBaseUrl="/api"
      // The hub's own configuration names the account area; the app keeps it (setUpAppPlatform).
      accountUrl={hostUrl('account', '') ?? '/'}
      basename={__BASE_PATH__}
    />
  );
}
