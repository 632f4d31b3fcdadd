import { fireEvent, screen } from '@testing-library/react';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { StayLoggedInTip } from './StayLoggedInTip';

const FAILED =
  'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.';

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

async function renderTip(stayLoggedIn: boolean, saving: Response | { stayLoggedIn: boolean }) {
  localStorage.clear();
  services.use(
    answer('customer', 'getStayLoggedIn', { stayLoggedIn }),
    answer('customer', 'setStayLoggedIn', saving),
  );
  await renderArea({
    locale: 'de-DE',
    start: '/',
    flags: { stayLoggedIn: true },
    routes: [{ path: '/', element: <StayLoggedInTip /> }],
  });
  return { toggle: await screen.findByRole('checkbox', { name: 'Angemeldet bleiben' }) };
}

it('turns the toggle back and says so when saving the switch fails', async () => {
  const { toggle } = await renderTip(false, failWith(503, 'INTERNAL_SERVER_ERROR'));
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(services.calls).toContainEqual(
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/cs/user/auth/stay-logged-in',
      body: { stay_logged_in: true },
    }),
  );
});

it('turns an active setting back on when switching it off fails', async () => {
  const { toggle } = await renderTip(true, failWith(503, 'INTERNAL_SERVER_ERROR'));
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).toBeChecked();
});

it('keeps the new setting when it was saved', async () => {
  const { toggle } = await renderTip(false, { stayLoggedIn: true });
  fireEvent.click(toggle);
  await screen.findByRole('checkbox', { name: 'Angemeldet bleiben', checked: true });
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
