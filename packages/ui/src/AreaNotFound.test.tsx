import { render, screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { addCatalogue, initI18n } from '@account/i18n';
import { Route, Routes } from '@account/router';
import { MemoryRouter } from '@account/router/server';
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
  render(
    <MemoryRouter
      basename={basename}
      initialEntries={[`${basename === '/' ? '' : basename}/followed-creators/unknown`]}
    >
      <Routes>
        <Route
          path={`${paths.creators.start.pattern}/*`}
          element={<AreaNotFound ns="creators" to={paths.creators.start()} />}
        />
      </Routes>
    </MemoryRouter>,
  );
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
