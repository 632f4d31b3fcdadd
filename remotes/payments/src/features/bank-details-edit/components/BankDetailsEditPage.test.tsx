import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@account/contracts';
import { renderWithService, type Answers, type Call } from '../../../test/payment-service-stub';
import { ConfirmationOutlet } from '@account/ui';
import { BankDetailsEditPage } from './BankDetailsEditPage';

let calls: Call[] = [];
let answers: Answers = {};

async function renderPage(locale: Locale) {
  const rendered = await renderWithService(locale, answers, '/payment-methods/edit', [
    { path: '/payment-methods/edit', element: <BankDetailsEditPage /> },
    {
      path: '/payment-methods',
      element: (
        <>
          <h1>Übersicht</h1>
          <ConfirmationOutlet />
        </>
      ),
    },
  ]);
  calls = rendered.calls;
  await screen.findByLabelText('IBAN');
}

const saved = {
  bankDetails: { accountHolder: 'Anna Huber', bankName: null, maskedIban: '****************3201' },
};

beforeEach(() => {
  answers = {
    bankDetails: [{ status: 200, body: { bankingDetails: null } }],
    validateIban: [{ status: 200, body: { bankName: null, maskedIban: '*' } }],
    saveBankDetails: [{ status: 200, body: saved }],
  };
});

function fill(holder: string, iban: string) {
  fireEvent.change(screen.getByLabelText('Kontoinhaber'), { target: { value: holder } });
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: iban } });
}
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));

it("checks the shop's own country pattern before asking the service", async () => {
  await renderPage('de-AT');
  fill('Anna Huber', 'DE89 3704 0044 0532 0130 00');
  submit();
  expect(
    await screen.findAllByText(/Bitte geben Sie eine österreichische IBAN ein/),
  ).not.toHaveLength(0);
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('requires the account holder', async () => {
  await renderPage('de-DE');
  fill('  ', 'DE89370400440532013000');
  submit();
  expect(await screen.findAllByText('Bitte geben Sie den Kontoinhaber ein.')).not.toHaveLength(0);
});

it('groups the IBAN by four, sends it upper case without spaces, and lands on the payment methods page', async () => {
  await renderPage('de-CH');
  fill('Luca Meier', 'ch9300762011623852957');
  fireEvent.blur(screen.getByLabelText('IBAN'));
  expect(screen.getByLabelText('IBAN')).toHaveValue('CH93 0076 2011 6238 5295 7');
  submit();
  await screen.findByRole('heading', { name: 'Übersicht' });
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: 'iban/validation', body: { iban: 'CH9300762011623852957' } },
    {
      method: 'POST',
      path: 'user/banking-details',
      body: { account_holder: 'Luca Meier', iban: 'CH9300762011623852957' },
    },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent(/Ihre Bankverbindung wurde gespeichert/);
  expect(screen.getByRole('status')).toHaveFocus();
});

it('shows an IBAN the service finds invalid on its field and saves nothing', async () => {
  answers.validateIban = [{ status: 400, body: { errorKey: 'IBAN_INVALID' } }];
  await renderPage('de-DE');
  fill('Max Mustermann', 'DE89370400440532013001');
  submit();
  expect(
    await screen.findAllByText('Diese IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'),
  ).not.toHaveLength(0);
  expect(calls.some((call) => call.path === 'user/banking-details' && call.method === 'POST')).toBe(
    false,
  );
});

it('tells a failed save apart from a failed check', async () => {
  answers.saveBankDetails = [{ status: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }];
  await renderPage('de-DE');
  fill('Max Mustermann', 'DE89370400440532013000');
  submit();
  expect(
    await screen.findByText(/Ihre Bankverbindung konnte nicht gespeichert werden/),
  ).toBeInTheDocument();
  answers.validateIban = [{ status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }];
  submit();
  expect(
    await screen.findByText(/Ihre IBAN konnte gerade nicht geprüft werden/),
  ).toBeInTheDocument();
});

it('asks for the password when the service wants it, and sends the same details again with it', async () => {
  answers.saveBankDetails = [
    { status: 403, body: { errorKey: 'PASSWORD_REQUIRED' } },
    { status: 403, body: { errorKey: 'NOT_AUTHORIZED' } },
    { status: 200, body: saved },
  ];
  await renderPage('de-AT');
  fill('Anna Huber', 'AT61 1904 3002 3457 3201');
  submit();
  const password = await screen.findByLabelText('Passwort');
  fireEvent.change(password, { target: { value: 'falsch' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  expect(await screen.findAllByText('Ihr Passwort ist nicht korrekt.')).not.toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Sommer2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  await screen.findByRole('heading', { name: 'Übersicht' });
  const saves = calls.filter(
    (call) => call.method === 'POST' && call.path === 'user/banking-details',
  );
  expect(saves.map((call) => call.body?.password)).toEqual([undefined, 'falsch', 'Sommer2026!']);
  expect(saves[2]?.body).toMatchObject({
    account_holder: 'Anna Huber',
    iban: 'AT611904300234573201',
  });
});

it('prefills the holder of saved details, read from bankDetails', async () => {
  answers.bankDetails = [{ status: 200, body: saved }];
  await renderPage('de-AT');
  await waitFor(() => expect(screen.getByLabelText('Kontoinhaber')).toHaveValue('Anna Huber'));
  expect(
    screen.getByRole('heading', { level: 1, name: 'Bankverbindung ändern' }),
  ).toBeInTheDocument();
});
