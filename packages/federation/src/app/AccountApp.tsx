import { useEffect, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter, useLocation } from '@account/router';
import { AppScope } from '@account/ui/app-scope';
import { styleCache } from '../host/style-cache';
import type { AccountAppProps } from './app-props';
import { setUpAppPlatform } from './app-platform';
import { LoggedIn } from './LoggedIn';

/** Its own key: the app renders in a React root of its own, beside the host's style cache. */
const appStyleCache = styleCache('account-app');

/**
 * The app is one page of its host: a link inside it (the back link) leads to a page of the host,
 * whose router does not see the app's own history entries. A popstate tells it, as a browser's
 * back button would (React Router and bridge-react's own hosts listen for it), so the host
 * renders its page in place and moves focus there. A host that does not answer it, and leaves
 * the app mounted, loads the address instead.
 */
function LeaveOnNavigation() {
  const { key } = useLocation();
  const [first] = useState(key);
  useEffect(() => {
    if (key === first) return;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    const stayed = window.setTimeout(() => window.location.assign(window.location.href), 100);
    return () => window.clearTimeout(stayed);
  }, [key, first]);
  return null;
}

/**
 * The frame of a remote's app export: sets up the platform from the host's props, then renders
 * the app inside its own router (below the host's basename) once a customer is logged in.
 */
export function AccountApp({
  children,
  registerCatalogue,
  ...props
}: AccountAppProps & {
  /** Adds the remote's texts, once the page's i18next instance exists. */
  registerCatalogue: () => void;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void setUpAppPlatform(props).then(() => {
      registerCatalogue();
      setReady(true);
    });
    // Set up once per page; later prop changes keep the first shop and API (see setUpAppPlatform).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <CacheProvider value={appStyleCache}>
      <AppScope>
        {ready ? (
          <BrowserRouter basename={props.basename ?? '/'}>
            <LeaveOnNavigation />
            <LoggedIn onLoginRequired={props.onLoginRequired}>{children}</LoggedIn>
          </BrowserRouter>
        ) : (
          // Not the Loading skeleton yet: it reads texts, which are set up only now.
          <div aria-busy="true" css={{ minHeight: '60vh' }} />
        )}
      </AppScope>
    </CacheProvider>
  );
}
