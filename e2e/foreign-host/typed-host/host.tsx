// Another team's host in TypeScript, as the creators README sets one up, with the props typed by
// the remote's published types (./@mf-types/creators, see tsconfig.json): a wrong locale or a
// misspelt prop fails its compile (e2e/tests/foreign-host.spec.ts). Compiled, not served: the
// e2e's served foreign host (../src) is the README's set-up with a retry.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FollowedCreatorsAppProps } from 'creators/FollowedCreatorsApp';

registerRemotes([{ name: 'creators', entry: 'http://localhost:3018/mf-manifest.json' }]);

function withTimeout<T>(loading: Promise<T>, ms = 8000): Promise<T> {
  return Promise.race([
    loading,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('creators: timeout')), ms)),
  ]);
}

const FollowedCreatorsApp = createRemoteAppComponent({
  loader: () =>
    withTimeout(
      loadRemote<typeof import('creators/FollowedCreatorsApp')>('creators/FollowedCreatorsApp'),
    ),
  loading: <p>…</p>,
  fallback: () => (
    <section role="alert">
      <h2>Dieser Bereich ist gerade nicht erreichbar</h2>
    </section>
  ),
});

/** bridge-react passes any prop through unchecked: the published props type the host's use. */
function FollowedCreators(props: FollowedCreatorsAppProps) {
  return <FollowedCreatorsApp {...props} />;
}

function Host() {
  const [loginRequired, setLoginRequired] = useState(false);
  return (
    <main>
      {loginRequired && <p role="status">Please log in first.</p>}
      <FollowedCreators
        locale="de-DE"
        apiBaseUrl="/api"
        accountUrl="https://www.shop24direkt.de/mein-konto"
        basename="/"
        onLoginRequired={() => setLoginRequired(true)}
      />
    </main>
  );
}

createRoot(document.body.appendChild(document.createElement('div'))).render(<Host />);
