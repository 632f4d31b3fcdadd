import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@account/router';
import { MemoryRouter } from '@account/router/server';
import { sessionStore } from '@account/session';
import { RequireLogin } from './RequireLogin';

function renderAt(page: string) {
  render(
    <MemoryRouter initialEntries={[page]}>
      <Routes>
        <Route
          path="/home"
          element={
            <RequireLogin>
              <h1>Hallo Max Mustermann</h1>
            </RequireLogin>
          }
        />
        <Route path="/login" element={<h1>Anmelden</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  // What webpack defines for a build served at the host's root.
  Object.assign(globalThis, { __BASE_PATH__: '/' });
});

beforeEach(() => {
  sessionStore.setState({ status: 'loggedOut', user: null });
});

it('sends a customer without a session from a protected page to login', () => {
  window.history.replaceState(null, '', '/home');
  renderAt('/home');
  expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
});

it('does not send to login a page that is on its way out, as after "Abmelden"', () => {
  // The address bar already shows post-logout; the home is still rendered when the session ends.
  window.history.replaceState(null, '', '/post-logout');
  renderAt('/home');
  expect(screen.queryByRole('heading', { name: 'Anmelden' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Hallo Max Mustermann' })).not.toBeInTheDocument();
});
