import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { setUpShop } from '../../../test/set-up';
import { OrderInvoices } from './OrderInvoices';

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

const PDF = '%PDF-1.3';
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
  services.use(
    answer(
      'orders',
      'invoicePdf',
      new Response(PDF, { headers: { 'content-type': 'application/pdf' } }),
    ),
  );
  render(<OrderInvoices order={order} />);
  expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeVisible();
  expect(screen.getByText('Rechnung RE72010007 vom 21.11.2026')).toBeVisible();

  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'PDF herunterladen: Rechnung RE72010007' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(services.calls.map((call) => call.path)).toEqual(['/api/orders/invoices/RE72010007/pdf']);
  const file = jest.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
  expect(file.type).toBe('application/pdf');
  expect(await file.text()).toBe(PDF);
  expect(saved).toEqual([{ href: 'blob:invoice', download: 'Rechnung-RE72010007.pdf' }]);
});

it('names the failure next to the button and ties it to it', async () => {
  await setUpShop('de-DE');
  services.use(answer('orders', 'invoicePdf', failWith(503, 'SERVICE_UNAVAILABLE')));
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
