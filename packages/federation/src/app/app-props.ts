import type { Locale } from '@account/contracts';

/**
 * What a host passes to a remote's app export (`./<Name>App`, made with bridge-react): the host
 * contract documented in each such remote's README. The app brings everything but React itself.
 */
export interface AccountAppProps {
  /** The shop the page belongs to: its texts, amounts and dates. */
  locale: Locale;
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
