import { configureApi } from '../config';
import {
  deleteBankDetails,
  getBankDetails,
  getPaymentMethods,
  saveBankDetails,
  validateIban,
} from './payments';

const calls: { url: string; init: RequestInit }[] = [];
let answer: unknown = {};

beforeEach(() => {
  calls.length = 0;
  answer = {};
  configureApi({ services: { payment: '/api/payment' }, locale: 'de-AT' });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

const details = { accountHolder: 'Anna Huber', bankName: null, maskedIban: '****************3201' };

it('reads bank details from bankDetails or from bankingDetails', async () => {
  answer = { bankDetails: details };
  expect(await getBankDetails()).toEqual(details);
  answer = { bankingDetails: details };
  expect(await getBankDetails()).toEqual(details);
  answer = { bankDetails: null };
  expect(await getBankDetails()).toBeNull();
});

it('sends the IBAN upper case without white space, the holder trimmed, in snake_case', async () => {
  await validateIban(' at61 1904 3002 3457 3201 ');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ iban: 'AT611904300234573201' });
  await saveBankDetails({ accountHolder: ' Anna Huber ', iban: 'at61 1904 3002 3457 3201' });
  expect(calls[1]?.url).toBe('/api/payment/user/banking-details');
  expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
    account_holder: 'Anna Huber',
    iban: 'AT611904300234573201',
  });
});

it('sends the password only when given, and a delete without it has no body', async () => {
  await deleteBankDetails();
  expect(calls[0]?.init).toMatchObject({ method: 'DELETE', body: undefined });
  await deleteBankDetails('Sommer2026!');
  expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ password: 'Sommer2026!' });
});

it('shows a method it does not know as INVALID_METHOD', async () => {
  answer = {
    paymentMethods: [
      { method: 'INVOICE', preferable: true },
      { method: 'CRYPTO', preferable: false },
    ],
    preferredPaymentMethod: 'INVOICE',
  };
  expect((await getPaymentMethods()).paymentMethods.map((entry) => entry.method)).toEqual([
    'INVOICE',
    'INVALID_METHOD',
  ]);
});
