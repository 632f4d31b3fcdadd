import type { Locale } from '@account/contracts';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, shopper } from '../../test/order-helpers';
import { pdfText } from '../../test/pdf-text';
import { dialects } from '../../test/test-database';

/**
 * Issue 39: a SEPA bank checks the payee's name against the account, so the company that issues
 * an invoice must be the one the customer is asked to pay, on the PDF and on /open-invoices.
 */
const shops = [
  {
    customer: MAX_ORDERS,
    company: 'Shop24 Direkt GmbH',
    directors: 'Geschäftsführer: Dr. Jana Albers, Tobias Kern',
  },
  {
    customer: ANNA,
    company: 'Shop24 Direkt Handels GmbH',
    directors: 'Geschäftsführerin: Mag. Eva Steiner',
  },
  {
    customer: LUCA,
    company: 'Shop24 Direkt AG',
    directors: 'Präsident des Verwaltungsrates: Urs Brunner',
  },
];

describe.each(dialects)('the payee of an invoice (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it.each(shops)(
    '$company issues the invoice, is the payee named on it and on /open-invoices, and names its management',
    async ({ customer, company, directors }) => {
      const who = await shopper(api, customer);
      const open = await who.get('/api/orders/invoices/open');
      expect(open.body.bankTransfer.recipient).toBe(company);

      const toTransfer = open.body.invoices.find(
        (invoice: { paymentType: string }) => invoice.paymentType === 'INVOICE',
      );
      const response = await fetch(
        `${api.baseUrl}/api/orders/invoices/${toTransfer.invoiceNumber}/pdf`,
        {
          headers: {
            cookie: `av_access=${who.cookies.av_access}`,
            'x-locale': customer.locale as Locale,
          },
        },
      );
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      // The issuer, top right after the logo, and the one named to transfer to: the same company.
      expect(text.split('\n').slice(0, 2)).toEqual(['Shop24 Direkt', company]);
      expect(text).toContain(`Empfänger: ${company}`);
      expect(text).not.toMatch(
        new RegExp(`Empfänger: (?!${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)`, 'm'),
      );
      expect(text).toContain(directors);
    },
  );
});
