import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { loadRemote } from '@module-federation/enhanced/runtime';

const FollowedCreatorsApp = createRemoteAppComponent({
  loader: () => loadRemote('creators/FollowedCreatorsApp'),
  loading: h('p', null, 'Loading the followed creators…'),
  fallback: ({ error }) => h('p', { role: 'alert' }, `Could not load: ${String(error)}`),
});

function Host() {
  const [loginRequired, setLoginRequired] = useState(false);
  return h(
    'main',
    null,
    h('p', { 'data-testid': 'foreign-host' }, 'Another team’s page'),
    // The app stays mounted: logged out, it shows nothing (its README), the host says why.
    loginRequired && h('p', { role: 'status' }, 'Please log in first.'),
    h(FollowedCreatorsApp, {
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
