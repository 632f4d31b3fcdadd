import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { ApiError } from '../errors';
import { getInvoicePdf } from './invoice-pdf';

const services = mockServices();
beforeEach(() => configureTestServices('de-AT'));

it('downloads the invoice as a PDF blob, asking for application/pdf in the shop of the page', async () => {
  services.use(
    answer('orders', 'invoicePdf', ({ params }) =>
      params.invoiceNumber === 'RE72010007'
        ? new Response(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'content-type': 'application/pdf' },
          })
        : failWith(404, 'NOT_FOUND'),
    ),
  );
  const pdf = await getInvoicePdf('RE72010007');
  const [sent] = services.calls;
  expect(sent?.headers.get('Accept')).toBe('application/pdf');
  expect(sent?.headers.get('x-locale')).toBe('de-AT');
  expect(pdf.type).toBe('application/pdf');
  expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
});

it("maps a 404 (someone else's invoice) to the API error like every call", async () => {
  services.use(answer('orders', 'invoicePdf', failWith(404, 'NOT_FOUND')));
  const failure = await getInvoicePdf('RE71010007').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 404, errorKey: 'NOT_FOUND' });
});
