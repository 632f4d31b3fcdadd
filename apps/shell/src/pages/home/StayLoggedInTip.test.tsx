import { fireEvent, screen } from '@testing-library/react';
import { renderArea, type ServiceAnswers } from '@account/test-support';
import { StayLoggedInTip } from './StayLoggedInTip';

const FAILED =
  'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.';

async function renderTip(answers: ServiceAnswers) {
  localStorage.clear();
  const calls = await renderArea({
    locale: 'de-DE',
    start: '/',
    answers,
    flags: { stayLoggedIn: true },
    routes: [{ path: '/', element: <StayLoggedInTip /> }],
  });
  return { calls, toggle: await screen.findByRole('checkbox', { name: 'Angemeldet bleiben' }) };
}

it('turns the toggle back and says so when saving the switch fails', async () => {
  const { calls, toggle } = await renderTip({
    'GET user/auth/stay-logged-in': [{ status: 200, body: { stayLoggedIn: false } }],
    'PATCH user/auth/stay-logged-in': [
      { status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } },
    ],
  });
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(calls).toContainEqual({
    method: 'PATCH',
    path: 'user/auth/stay-logged-in',
    body: { stay_logged_in: true },
  });
});

it('turns an active setting back on when switching it off fails', async () => {
  const { toggle } = await renderTip({
    'GET user/auth/stay-logged-in': [{ status: 200, body: { stayLoggedIn: true } }],
    'PATCH user/auth/stay-logged-in': [
      { status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } },
    ],
  });
  fireEvent.click(toggle);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  expect(toggle).toBeChecked();
});

it('keeps the new setting when it was saved', async () => {
  const { toggle } = await renderTip({
    'GET user/auth/stay-logged-in': [{ status: 200, body: { stayLoggedIn: false } }],
    'PATCH user/auth/stay-logged-in': [{ status: 200, body: { stayLoggedIn: true } }],
  });
  fireEvent.click(toggle);
  await screen.findByRole('checkbox', { name: 'Angemeldet bleiben', checked: true });
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
