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
    loginRequired
      ? h('p', { role: 'status' }, 'Please log in first.')
      : h(FollowedCreatorsApp, {
          locale: 'de-DE',
          apiBaseUrl: '/api',
          basename: '/',
          onLoginRequired: () => setLoginRequired(true),
        }),
  );
}

createRoot(document.body.appendChild(document.createElement('div'))).render(h(Host));
