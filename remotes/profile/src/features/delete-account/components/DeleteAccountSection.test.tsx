import { fireEvent, screen, within } from '@testing-library/react';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { DeleteAccountSection } from './DeleteAccountSection';

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

async function deleteWithPassword(failure: Response) {
  services.use(answer('customer', 'deleteAccount', failure));
  await renderArea({
    locale: 'de-DE',
    start: '/my-profile',
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
  return { modal };
}

it("shows the server's detail when a deletion fails with one, and keeps the account", async () => {
  const detail = 'Ihr Konto hat offene Rechnungen und kann erst danach gelöscht werden.';
  const { modal } = await deleteWithPassword(failWith(400, 'BAD_REQUEST', { detail }));
  expect(await within(modal).findByText(detail)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Konto gelöscht' })).not.toBeInTheDocument();
  expect(services.calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: '/api/cs/user/delete-account',
      body: expect.objectContaining({ password: 'Sommer2026!' }),
    }),
  );
});

it('shows the generic error when a deletion fails without a detail', async () => {
  const { modal } = await deleteWithPassword(failWith(503, 'INTERNAL_SERVER_ERROR'));
  expect(
    await within(modal).findByText(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    ),
  ).toBeInTheDocument();
});

it('marks the password field when the password is wrong, without the generic error', async () => {
  const { modal } = await deleteWithPassword(failWith(403, 'NOT_AUTHORIZED'));
  expect(await within(modal).findAllByText('Ihr Passwort ist nicht korrekt.')).not.toHaveLength(0);
  expect(within(modal).queryByText(/Da hat etwas nicht geklappt/)).not.toBeInTheDocument();
});
