import { configureApi } from '../config';
import { ApiError } from '../errors';
import { getInvoicePdf } from './invoice-pdf';

const answers: Response[] = [];
const calls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  configureApi({ services: { orders: '/api/orders' }, locale: 'de-AT' });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answers.shift() ?? new Response('', { status: 500 });
  }) as unknown as typeof fetch;
});

it('downloads the invoice as a PDF blob, asking for application/pdf in the shop of the page', async () => {
  answers.push(
    new Response(new Uint8Array([37, 80, 68, 70]), {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    }),
  );
  const pdf = await getInvoicePdf('RE72010007');
  expect(calls[0]?.url).toBe('/api/orders/invoices/RE72010007/pdf');
  const headers = calls[0]?.init.headers as Record<string, string>;
  expect(headers.Accept).toBe('application/pdf');
  expect(headers['x-locale']).toBe('de-AT');
  expect(pdf.type).toBe('application/pdf');
  expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
});

it("maps a 404 (someone else's invoice) to the API error like every call", async () => {
  answers.push(new Response(JSON.stringify({ errorKey: 'NOT_FOUND' }), { status: 404 }));
  const failure = await getInvoicePdf('RE71010007').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 404, errorKey: 'NOT_FOUND' });
});
