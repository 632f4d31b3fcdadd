import { StrictMode, useEffect, type ComponentProps } from 'react';
import { RouterProvider } from '@account/router';

type Router = ComponentProps<typeof RouterProvider>['router'];

/** Calls onReady once the first render (or the hydration of pre-rendered HTML) is committed. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** The whole React tree of the page: rendered in the browser and, for pre-rendered pages, at build time. */
export function App({ router, onReady }: { router: Router; onReady?: () => void }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
      {onReady && <Ready onReady={onReady} />}
    </StrictMode>
  );
}
