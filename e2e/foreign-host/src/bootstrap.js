import { createElement as h, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// As the creators README says: the remote is registered at run time, not as a static entry of
// the build's `remotes`, so a remote that is down cannot keep this page's own code from starting.
// The e2e test points it elsewhere with ?creators=<manifest>.
const manifest =
  new URLSearchParams(window.location.search).get('creators') ??
  'http://localhost:3018/mf-manifest.json';
registerRemotes([{ name: 'creators', entry: manifest }]);

/** A remote that never answers fails after this long instead of loading forever. */
const LOAD_TIMEOUT_MS = 8000;

function withTimeout(loading) {
  return Promise.race([
    loading,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`creators: no answer within ${LOAD_TIMEOUT_MS} ms`)),
        LOAD_TIMEOUT_MS,
      ),
    ),
  ]);
}

/** The account area's own notice (its README gives the words), with a retry. */
function Unavailable({ onRetry }) {
  return h(
    'section',
    { role: 'alert' },
    h('h2', null, 'Dieser Bereich ist gerade nicht erreichbar'),
    h(
      'p',
      null,
      'Bitte versuchen Sie es gleich noch einmal. Alle anderen Bereiche Ihres Kontos können Sie weiter nutzen.',
    ),
    h('button', { type: 'button', onClick: onRetry }, 'Erneut versuchen'),
  );
}

function FollowedCreators(props) {
  const [attempt, setAttempt] = useState(0);
  // A new component per attempt: the retry loads the remote again.
  const App = useMemo(
    () =>
      createRemoteAppComponent({
        loader: () => withTimeout(loadRemote('creators/FollowedCreatorsApp')),
        loading: h('p', null, 'Loading the followed creators…'),
        fallback: ({ error }) => {
          console.error('The creators remote could not be loaded:', error);
          return h(Unavailable, { onRetry: () => setAttempt((n) => n + 1) });
        },
      }),
    [attempt],
  );
  return h(App, props);
}

function Host() {
  const [loginRequired, setLoginRequired] = useState(false);
  const [clicks, setClicks] = useState(0);
  return h(
    'main',
    null,
    h('p', { 'data-testid': 'foreign-host' }, 'Another team’s page'),
    // The host's own page keeps working whatever the remote does.
    h('button', { type: 'button', onClick: () => setClicks((n) => n + 1) }, `Clicked ${clicks}`),
    // The app stays mounted: logged out, it shows nothing (its README), the host says why.
    loginRequired && h('p', { role: 'status' }, 'Please log in first.'),
    h(FollowedCreators, {
      locale: 'de-DE',
      apiBaseUrl: '/api',
      // The account area of the same shop: the served shell, on the shop's host name.
      accountUrl: `${window.location.protocol}//${window.location.hostname}:3000`,
      basename: '/',
      onLoginRequired: () => setLoginRequired(true),
    }),
  );
}

createRoot(document.body.appendChild(document.createElement('div'))).render(h(Host));
