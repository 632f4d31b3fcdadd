import { fireEvent, screen, within } from '@testing-library/react';
import { completeJsdom, renderArea, type ServiceAnswers } from '@account/test-support';
import { registerCatalogue } from '../../../i18n';
import { DeleteAccountSection } from './DeleteAccountSection';

beforeAll(completeJsdom);

async function deleteWithPassword(answers: ServiceAnswers) {
  const calls = await renderArea({
    locale: 'de-DE',
    start: '/my-profile',
    answers,
    registerCatalogue,
    routes: [
      { path: '/my-profile', element: <DeleteAccountSection /> },
      { path: '/content/:slug', element: <h1>Konto gelöscht</h1> },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Kundenkonto löschen' }));
  const modal = await screen.findByRole('dialog');
  fireEvent.change(within(modal).getByLabelText('Ihr Passwort'), {
    target: { value: 'Sommer2026!' },
  });
  fireEvent.click(within(modal).getByRole('button', { name: 'Konto endgültig löschen' }));
  return { calls, modal };
}

it("shows the server's detail when a deletion fails with one, and keeps the account", async () => {
  const detail = 'Ihr Konto hat offene Rechnungen und kann erst danach gelöscht werden.';
  const { modal } = await deleteWithPassword({
    'POST user/delete-account': [{ status: 409, body: { errorKey: 'CONFLICT', detail } }],
  });
  expect(await within(modal).findByText(detail)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Konto gelöscht' })).not.toBeInTheDocument();
});

it('shows the generic error when a deletion fails without a detail', async () => {
  const { modal } = await deleteWithPassword({
    'POST user/delete-account': [{ status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }],
  });
  expect(
    await within(modal).findByText(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    ),
  ).toBeInTheDocument();
});

it('marks the password field when the password is wrong, without the generic error', async () => {
  const { modal } = await deleteWithPassword({
    'POST user/delete-account': [{ status: 403, body: { errorKey: 'WRONG_PASSWORD' } }],
  });
  expect(await within(modal).findAllByText('Ihr Passwort ist nicht korrekt.')).not.toHaveLength(0);
  expect(within(modal).queryByText(/Da hat etwas nicht geklappt/)).not.toBeInTheDocument();
});
