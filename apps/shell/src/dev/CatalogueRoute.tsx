import { lazy, Suspense } from 'react';
import { runtimeConfig } from '@account/config';
import { Loading } from '@account/ui';
import { NotFound } from '../pages/NotFound';

// Its own chunk: production never downloads the catalogue, and its bundle stays as it was.
const ComponentCatalogue = lazy(async () => {
  await import('./catalogue-texts');
  const module = await import('./ComponentCatalogue');
  return { default: module.ComponentCatalogue };
});

/** /_catalogue, served in every environment except production (docs/decisions/README.md). */
export function CatalogueRoute() {
  if (runtimeConfig().environment === 'production') return <NotFound />;
  return (
    <Suspense fallback={<Loading />}>
      <ComponentCatalogue />
    </Suspense>
  );
}
