import { render, screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { addCatalogue, initI18n } from '@account/i18n';
import { createBrowserRouter, RouterProvider } from '@account/router';
import { AreaNotFound } from './AreaNotFound';

const texts = {
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles finden Sie in Mein Konto.',
    action: 'Zu den Creatorn',
  },
};

beforeAll(async () => {
  await initI18n('de-DE');
  addCatalogue('creators', { 'de-DE': texts, 'de-AT': {}, 'de-CH': {} });
});

/** The same area under a host with the given basename, at an unknown page of it. */
function renderUnder(basename: string) {
  window.history.replaceState(
    null,
    '',
    `${basename === '/' ? '' : basename}/followed-creators/unknown`,
  );
  const router = createBrowserRouter(
    [
      {
        path: `${paths.creators.start.pattern}/*`,
        element: <AreaNotFound ns="creators" to={paths.creators.start()} />,
      },
    ],
    { basename },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'Zu den Creatorn' });
}

describe('links from paths', () => {
  it.each([
    ['the shell, locally', '/', '/followed-creators'],
    ['the shell, deployed', '/dpl/av', '/dpl/av/followed-creators'],
    ['the creators hub', '/creators-hub', '/creators-hub/followed-creators'],
  ])(
    'lead into the area under %s, the mount point taken from the router',
    (_host, basename, href) => {
      expect(renderUnder(basename)).toHaveAttribute('href', href);
    },
  );
});
