import {
  createBridgeComponent,
  type DestroyParams,
  type RenderParams,
} from '@module-federation/bridge-react/v19';
import { AccountApp, onSupportedReact } from '@account/federation/app';
import { registerCatalogue } from './i18n';
import { FollowedCreatorsPage } from './features/followed-creators/components/FollowedCreatorsPage';

/** This build's version (package.json, plus REMOTE_BUILD_LABEL when set), from the webpack preset. */
declare const __REMOTE_BUILD__: string;

/**
 * What a host passes to the app: `AccountAppProps` of @account/federation, spelt out here because
 * the types this remote publishes for TypeScript hosts (`@mf-types.zip`) cannot import our
 * packages. The remote's tests keep the two the same.
 */
export interface FollowedCreatorsAppProps {
  /** The shop the page belongs to: its texts, amounts and dates. */
  locale: 'de-DE' | 'de-AT' | 'de-CH';
  /**
   * Where the account services answer, on the host's own origin (`/api`), so the session
   * cookies go along: the host proxies it to the services.
   */
  apiBaseUrl: string;
  /**
   * The account area's address, absolute (`https://www.shop24direkt.de/mein-konto`): "Zurück zu
   * Mein Konto" leads there, out of the host.
   */
  accountUrl: string;
  /** The host's path the app is mounted below; the app's links start there. */
  basename?: string;
  /**
   * Called once when nobody is logged in; the app then shows nothing, and the host leads the
   * customer to a login.
   */
  onLoginRequired?: () => void;
}

/**
 * The module's default export, as bridge-react's `createRemoteAppComponent` calls it: `render`
 * takes the props (bridge-react's own type drops them).
 */
export type FollowedCreatorsAppExport = () => {
  render(info: RenderParams & FollowedCreatorsAppProps): Promise<void>;
  destroy(info: DestroyParams): void;
};

function FollowedCreatorsApp(props: FollowedCreatorsAppProps) {
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
 * An older React host gets the account's notice in the area instead.
 */
const followedCreatorsApp: FollowedCreatorsAppExport = onSupportedReact(
  'creators/FollowedCreatorsApp',
  createBridgeComponent({ rootComponent: FollowedCreatorsApp }),
);
export default followedCreatorsApp;
