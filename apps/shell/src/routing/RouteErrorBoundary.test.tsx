import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { Link, Route, Routes } from '@account/router';
import { MemoryRouter } from '@account/router/server';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

beforeAll(async () => {
  await initI18n('de-DE');
});

it('shows the error screen for a page that fails to render, and the next page renders again', () => {
  // React reports the caught error on the console; the screen is what the customer sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/home">Zur Startseite</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/home" element={<h1>Startseite</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
  expect(screen.getByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
});
