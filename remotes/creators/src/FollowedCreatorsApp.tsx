import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { AccountApp, type AccountAppProps } from '@account/federation/app';
import { registerCatalogue } from './i18n';
import { FollowedCreatorsPage } from './features/followed-creators/components/FollowedCreatorsPage';

/** This build's version (package.json, plus REMOTE_BUILD_LABEL when set), from the webpack preset. */
declare const __REMOTE_BUILD__: string;

function FollowedCreatorsApp(props: AccountAppProps) {
  return (
    <AccountApp {...props} registerCatalogue={registerCatalogue}>
      <div data-remote="creators" data-remote-build={__REMOTE_BUILD__}>
        <FollowedCreatorsPage />
      </div>
    </AccountApp>
  );
}

/**
 * The followed-creators page as an app any React 19 host mounts with bridge-react's
 * `createRemoteAppComponent`: the host contract (props, login, `/api` proxy) is in the README.
 */
export default createBridgeComponent({ rootComponent: FollowedCreatorsApp });
