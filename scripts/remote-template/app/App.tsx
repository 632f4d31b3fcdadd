import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { AccountApp, onSupportedReact, type AccountAppProps } from '@account/federation/app';
import { registerCatalogue } from './i18n';
import { OverviewPage } from './features/overview/components/OverviewPage';

/**
 * The area's start page as an app any React 19 host mounts with bridge-react's
 * `createRemoteAppComponent` (host contract: remotes/creators/README.md); an older React host
 * gets the account's notice in the area instead.
 */
function __Area__App(props: AccountAppProps) {
  return (
    <AccountApp {...props} registerCatalogue={registerCatalogue}>
      <OverviewPage />
    </AccountApp>
  );
}

export default onSupportedReact(
  '__AREA__/__Area__App',
  createBridgeComponent({ rootComponent: __Area__App }),
);
