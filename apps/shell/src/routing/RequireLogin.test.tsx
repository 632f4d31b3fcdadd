import { render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@account/router';
import { MemoryRouter } from '@account/router/server';
import { sessionStore } from '@account/session';
import { RequireLogin } from './RequireLogin';

/** The login page's stand-in shows where the guard sent the customer. */
function LoginAddress() {
  const location = useLocation();
  return (
    <>
      <h1>Anmelden</h1>
      <p>{`${location.pathname}${location.search}`}</p>
    </>
  );
}

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
        <Route path="/login" element={<LoginAddress />} />
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

it('leads to login with the page to return to, and no reason for a visit that never logged in', () => {
  window.history.replaceState(null, '', '/home');
  renderAt('/home?tab=2');
  expect(screen.getByText('/login?returnTo=%2Fhome%3Ftab%3D2')).toBeInTheDocument();
});

it('tells the login page that the session ended when it ended mid-visit', () => {
  sessionStore.setState({ status: 'loggedOut', user: null, endedMidVisit: true });
  window.history.replaceState(null, '', '/home');
  renderAt('/home');
  expect(screen.getByText('/login?returnTo=%2Fhome&reason=session-ended')).toBeInTheDocument();
});

it('shows the page’s skeleton at once while the login state is checked', () => {
  sessionStore.setState({ status: 'unknown', user: null });
  window.history.replaceState(null, '', '/home');
  renderAt('/home');
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Hallo Max Mustermann' })).not.toBeInTheDocument();
});
