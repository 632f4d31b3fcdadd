import { StrictMode, useEffect } from 'react';
import { useRoutes } from '@account/router';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { routes } from './routing/routes';

/** Calls onReady once the first render (or the hydration of pre-rendered HTML) is committed. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function ShellRoutes() {
  return useRoutes(routes);
}

/**
 * The whole React tree of the page, inside the router the caller chooses: the browser's
 * (bootstrap) or a fixed address (build-time pre-rendering, tests).
 */
export function App({ onReady }: { onReady?: () => void }) {
  return (
    <StrictMode>
      <RouteErrorBoundary>
        <ShellRoutes />
      </RouteErrorBoundary>
      {onReady && <Ready onReady={onReady} />}
    </StrictMode>
  );
}
