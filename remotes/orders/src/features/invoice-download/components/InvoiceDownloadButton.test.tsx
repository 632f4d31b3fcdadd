import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@account/contracts';
import { setUpShop } from '../../../test/set-up';
import { OrderInvoices } from './OrderInvoices';

const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
const saved: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});

const order = {
  number: '72010007',
  invoices: [{ invoiceNumber: 'RE72010007', issuedOn: '2026-11-21' }],
} as Order;

it("lists the order's invoices and saves the PDF the service sends under the invoice's name", async () => {
  await setUpShop('de-AT');
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    return { ok: true, status: 200, blob: async () => pdf } as unknown as Response;
  }) as unknown as typeof fetch;
  render(<OrderInvoices order={order} />);
  expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeVisible();
  expect(screen.getByText('Rechnung RE72010007 vom 21.11.2026')).toBeVisible();

  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'PDF herunterladen: Rechnung RE72010007' }));
  expect(calls).toEqual(['/api/orders/invoices/RE72010007/pdf']);
  expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
  expect(saved).toEqual([{ href: 'blob:invoice', download: 'Rechnung-RE72010007.pdf' }]);
});

it('names the failure next to the button and ties it to it', async () => {
  await setUpShop('de-DE');
  global.fetch = jest.fn(
    async () =>
      ({
        ok: false,
        status: 503,
        text: async () => '{"errorKey":"SERVICE_UNAVAILABLE"}',
      }) as Response,
  ) as unknown as typeof fetch;
  render(<OrderInvoices order={order} />);
  const button = screen.getByRole('button', { name: /PDF herunterladen/ });
  await userEvent.setup().click(button);
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Die Rechnung konnte gerade nicht geladen werden.');
  expect(button).toHaveAttribute('aria-describedby', error.id);
  expect(saved).toEqual([]);
});

it('shows nothing for an order without invoices', async () => {
  await setUpShop('de-CH');
  const { container } = render(<OrderInvoices order={{ ...order, invoices: [] }} />);
  expect(container).toBeEmptyDOMElement();
});
