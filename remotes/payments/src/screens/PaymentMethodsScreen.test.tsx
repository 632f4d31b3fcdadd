import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoggedInUser, PaymentMethods } from '@account/contracts';
import { sessionStore, setLoggedIn } from '@account/session';
import { renderWithService, type Answers } from '../test/payment-service-stub';
import { PaymentMethodsScreen } from './PaymentMethodsScreen';

// `extra` may name methods the service's schema no longer knows (SOFORT): the page must cope.
const methods = (preferred: PaymentMethods['preferredPaymentMethod'], extra: string[] = []) =>
  ({
    paymentMethods: [
      { method: 'INVOICE', preferable: true },
      { method: 'DIRECT_DEBIT', preferable: true },
      { method: 'PAYPAL', preferable: false },
      ...extra.map((method) => ({ method, preferable: false })),
    ],
    preferredPaymentMethod: preferred,
  }) as PaymentMethods;
const annasBank = {
  accountHolder: 'Anna Huber',
  bankName: 'Erste Bank der oesterreichischen Sparkassen',
  maskedIban: '****************5678',
};

const renderScreen = (locale: 'de-DE' | 'de-AT' | 'de-CH', answers: Answers) =>
  renderWithService(locale, answers, '/payment-methods', [
    { path: '/payment-methods', element: <PaymentMethodsScreen /> },
  ]);

it('lists Ratenkauf and a method no longer offered, marks the preferred one, and offers only invoice and direct debit', async () => {
  await renderScreen('de-DE', {
    paymentMethods: [{ status: 200, body: methods('INVOICE', ['INSTALLMENT', 'SOFORT']) }],
    bankDetails: [{ status: 200, body: { bankDetails: null } }],
  });
  expect(await screen.findByText('Ratenkauf')).toBeInTheDocument();
  expect(screen.getByText(/Diese Zahlungsart bieten wir nicht mehr an/)).toBeInTheDocument();
  const invoice = screen.getByText('Rechnung', { selector: 'strong' }).closest('li')!;
  expect(within(invoice).getByText('Bevorzugt')).toBeInTheDocument();
  const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
  expect(radios).toEqual(['INVOICE', 'DIRECT_DEBIT']);
  expect(screen.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeInTheDocument();
  expect(screen.getByText(/innerhalb von 14 Tagen nach Erhalt der Ware/)).toBeInTheDocument();
});

it('asks for bank details before direct debit can be preferred, without calling the service', async () => {
  const { calls } = await renderScreen('de-DE', {
    paymentMethods: [{ status: 200, body: methods('INVOICE') }],
    bankDetails: [{ status: 200, body: { bankDetails: null } }],
  });
  fireEvent.click(await screen.findByLabelText('Lastschrift'));
  fireEvent.click(screen.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }));
  expect(
    await screen.findAllByText(
      'Für die Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
    ),
  ).not.toHaveLength(0);
  // The summary leads to the option the error concerns, not to the first one (invoice).
  const summaryLink = screen.getByRole('link', {
    name: 'Für die Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
  });
  expect(summaryLink).toHaveAttribute('href', `#${screen.getByLabelText('Lastschrift').id}`);
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
});

it('sets the preferred method and tells the session, which carries it (spec section 3)', async () => {
  setLoggedIn({ firstName: 'Anna', preferredPaymentMethod: 'DIRECT_DEBIT' } as LoggedInUser);
  const { calls } = await renderScreen('de-AT', {
    paymentMethods: [{ status: 200, body: methods('DIRECT_DEBIT') }],
    bankDetails: [{ status: 200, body: { bankingDetails: annasBank } }],
    setPreferredPayment: [{ status: 200, body: methods('INVOICE') }],
  });
  expect(await screen.findByRole('img', { name: 'IBAN, endet auf 5678' })).toHaveTextContent(
    '**** **** **** **** 5678',
  );
  fireEvent.click(screen.getByLabelText('Rechnung'));
  fireEvent.click(screen.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }));
  expect(
    await screen.findByText('Ihre bevorzugte Zahlungsart wurde gespeichert.'),
  ).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    preferred_payment_method: 'INVOICE',
  });
  expect(sessionStore.getState().user?.preferredPaymentMethod).toBe('INVOICE');
});

it('asks for the password when the service wants it for the change, and sends the choice again with it (issue 33)', async () => {
  setLoggedIn({ firstName: 'Anna', preferredPaymentMethod: 'DIRECT_DEBIT' } as LoggedInUser);
  const { calls } = await renderScreen('de-AT', {
    paymentMethods: [{ status: 200, body: methods('DIRECT_DEBIT') }],
    bankDetails: [{ status: 200, body: { bankDetails: annasBank } }],
    setPreferredPayment: [
      { status: 403, body: { errorKey: 'PASSWORD_REQUIRED' } },
      { status: 403, body: { errorKey: 'NOT_AUTHORIZED' } },
      { status: 200, body: methods('INVOICE') },
    ],
  });
  fireEvent.click(await screen.findByLabelText('Rechnung'));
  fireEvent.click(screen.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Bitte bestätigen Sie mit Ihrem Passwort',
  });
  expect(sessionStore.getState().user?.preferredPaymentMethod).toBe('DIRECT_DEBIT');
  fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'Falsch1!' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  // The wrong password is said at the field, which names the error as its description.
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Ihr Passwort ist nicht korrekt.'),
    ),
  );
  fireEvent.change(within(dialog).getByLabelText('Passwort'), {
    target: { value: 'Sommer2026!' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(
    await screen.findByText('Ihre bevorzugte Zahlungsart wurde gespeichert.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStore.getState().user?.preferredPaymentMethod).toBe('INVOICE');
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    { preferred_payment_method: 'INVOICE' },
    { preferred_payment_method: 'INVOICE', password: 'Falsch1!' },
    { preferred_payment_method: 'INVOICE', password: 'Sommer2026!' },
  ]);
});

it('changes nothing when the password dialog is cancelled', async () => {
  setLoggedIn({ firstName: 'Anna', preferredPaymentMethod: 'DIRECT_DEBIT' } as LoggedInUser);
  await renderScreen('de-DE', {
    paymentMethods: [{ status: 200, body: methods('DIRECT_DEBIT') }],
    bankDetails: [{ status: 200, body: { bankDetails: annasBank } }],
    setPreferredPayment: [{ status: 403, body: { errorKey: 'PASSWORD_REQUIRED' } }],
  });
  fireEvent.click(await screen.findByLabelText('Rechnung'));
  fireEvent.click(screen.getByRole('button', { name: 'Bevorzugte Zahlungsart speichern' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Ihre bevorzugte Zahlungsart wurde gespeichert.')).toBeNull();
  expect(screen.queryByText(/konnte nicht gespeichert werden/)).toBeNull();
  expect(sessionStore.getState().user?.preferredPaymentMethod).toBe('DIRECT_DEBIT');
});

it('deletes the bank details after confirming, with the password when the service asks for it', async () => {
  const { calls } = await renderScreen('de-AT', {
    paymentMethods: [
      { status: 200, body: methods('DIRECT_DEBIT') },
      { status: 200, body: methods('INVOICE') },
    ],
    bankDetails: [
      { status: 200, body: { bankDetails: annasBank } },
      { status: 200, body: { bankDetails: null } },
    ],
    deleteBankDetails: [
      { status: 403, body: { errorKey: 'PASSWORD_REQUIRED' } },
      { status: 200, body: { bankDetails: null } },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Bankverbindung löschen' }));
  expect(screen.getByText('Ihre bevorzugte Zahlungsart wird dann Rechnung.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Jetzt löschen' }));
  fireEvent.change(await screen.findByLabelText('Passwort'), { target: { value: 'Sommer2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  expect(await screen.findByText(/Ihre Bankverbindung wurde gelöscht/)).toBeInTheDocument();
  expect(screen.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
    null,
    { password: 'Sommer2026!' },
  ]);
});

it('shows the delete error and keeps the bank details', async () => {
  await renderScreen('de-CH', {
    paymentMethods: [{ status: 200, body: methods('INVOICE') }],
    bankDetails: [{ status: 200, body: { bankDetails: annasBank } }],
    deleteBankDetails: [{ status: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Bankverbindung löschen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Jetzt löschen' }));
  expect(
    await screen.findByText(/Ihre Bankverbindung konnte nicht gelöscht werden/),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'IBAN, endet auf 5678' })).toHaveTextContent(
    '**** **** **** **** 5678',
  );
  expect(screen.getByText(/Zahlbar innert 14 Tagen/)).toBeInTheDocument();
});

it('shows the error with a retry when the service fails', async () => {
  await renderScreen('de-DE', {
    paymentMethods: [
      { status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } },
      { status: 200, body: methods('INVOICE') },
    ],
    bankDetails: [{ status: 200, body: { bankDetails: null } }],
  });
  expect(
    await screen.findByText('Ihre Zahlungsarten konnten nicht geladen werden.'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /erneut/i }));
  expect(await screen.findByText('Rechnung', { selector: 'strong' })).toBeInTheDocument();
});
