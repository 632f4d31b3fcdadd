import { answer, configureTestServices, mockServices } from '@account/test-services';
import {
  deleteBankDetails,
  getBankDetails,
  getPaymentMethods,
  saveBankDetails,
  validateIban,
} from './payments';

// What a call answers does not matter unless a test says: what the service receives does.
const services = mockServices(
  answer('payment', 'validateIban', Response.json({})),
  answer('payment', 'saveBankDetails', Response.json({})),
  answer('payment', 'deleteBankDetails', Response.json({})),
);
beforeEach(() => configureTestServices('de-AT'));

const details = { accountHolder: 'Anna Huber', bankName: null, maskedIban: '****************3201' };

it('reads bank details from bankDetails or from bankingDetails', async () => {
  // The service answered under either name over time; the client reads both.
  services.use(
    answer('payment', 'bankDetails', Response.json({ bankDetails: details }), { once: true }),
    answer('payment', 'bankDetails', Response.json({ bankingDetails: details }), { once: true }),
    answer('payment', 'bankDetails', Response.json({ bankDetails: null })),
  );
  expect(await getBankDetails()).toEqual(details);
  expect(await getBankDetails()).toEqual(details);
  expect(await getBankDetails()).toBeNull();
});

it('sends the IBAN upper case without white space, the holder trimmed, in snake_case', async () => {
  await validateIban(' at61 1904 3002 3457 3201 ');
  expect(services.calls[0]?.body).toEqual({ iban: 'AT611904300234573201' });
  await saveBankDetails({ accountHolder: ' Anna Huber ', iban: 'at61 1904 3002 3457 3201' });
  expect(services.calls[1]).toMatchObject({
    method: 'POST',
    path: '/api/payment/user/banking-details',
    body: { account_holder: 'Anna Huber', iban: 'AT611904300234573201' },
  });
});

it('sends the password only when given, and a delete without it has no body', async () => {
  await deleteBankDetails();
  expect(services.calls[0]).toMatchObject({ method: 'DELETE', body: undefined });
  await deleteBankDetails('Sommer2026!');
  expect(services.calls[1]?.body).toEqual({ password: 'Sommer2026!' });
});

it('shows a method it does not know as INVALID_METHOD', async () => {
  // A method added on the service before the client knows it: outside the schema on purpose.
  services.use(
    answer(
      'payment',
      'paymentMethods',
      Response.json({
        paymentMethods: [
          { method: 'INVOICE', preferable: true },
          { method: 'CRYPTO', preferable: false },
        ],
        preferredPaymentMethod: 'INVOICE',
      }),
    ),
  );
  expect((await getPaymentMethods()).paymentMethods.map((entry) => entry.method)).toEqual([
    'INVOICE',
    'INVALID_METHOD',
  ]);
});
