import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from '@account/router';
import { ConfirmationOutlet } from './ConfirmationNotice';
import { useConfirmation } from './confirmation';
import { usePageHeading } from './page-heading';
import { PageChangeNotifier } from './frame/PageChangeNotifier';

jest.mock('@account/i18n', () => ({
  useTranslation: () => ({ t: (_key: string, values: { page: string }) => values.page }),
}));

function Heading({ title }: { title: string }) {
  const ref = usePageHeading(title);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {title}
    </h1>
  );
}

function AddressList() {
  const confirm = useConfirmation();
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Heading title="Meine Adressen" />
      <ConfirmationOutlet />
      {!deleted && (
        <button
          onClick={() => {
            setDeleted(true);
            void confirm('Die Adresse wurde gelöscht.');
          }}
        >
          Löschen
        </button>
      )}
      <Link to="/form">Adresse hinzufügen</Link>
      <Link to="/home">Mein Konto</Link>
    </>
  );
}

function AddressForm() {
  const confirm = useConfirmation();
  return (
    <>
      <Heading title="Adresse hinzufügen" />
      <button
        onClick={() => void confirm('Die Adresse wurde gespeichert.', { navigateTo: '/list' })}
      >
        Speichern
      </button>
    </>
  );
}

function renderArea(start: string) {
  window.history.replaceState(null, '', start);
  render(
    <BrowserRouter>
      <PageChangeNotifier />
      <Routes>
        <Route path="/list" element={<AddressList />} />
        <Route path="/form" element={<AddressForm />} />
        <Route path="/home" element={<Link to="/list">Meine Adressen</Link>} />
      </Routes>
    </BrowserRouter>,
  );
}

it('confirms an action on the same page in a focused status notice, not at the page start', async () => {
  renderArea('/list');
  fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Die Adresse wurde gelöscht.');
  expect(notice).toHaveFocus();
});

it('confirms on the page an action leads to, and keeps the focus from its heading', async () => {
  renderArea('/form');
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const notice = await screen.findByRole('status');
  expect(screen.getByRole('heading', { name: 'Meine Adressen' })).toBeInTheDocument();
  expect(notice).toHaveTextContent('Die Adresse wurde gespeichert.');
  expect(notice).toHaveFocus();
});

it('ends the confirmation when the customer goes to another page', async () => {
  renderArea('/list');
  fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  await screen.findByRole('status');
  fireEvent.click(screen.getByRole('link', { name: 'Mein Konto' }));
  fireEvent.click(await screen.findByRole('link', { name: 'Meine Adressen' }));
  expect(await screen.findByRole('heading', { name: 'Meine Adressen' })).toHaveFocus();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
