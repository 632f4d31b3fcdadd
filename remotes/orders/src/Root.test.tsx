import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from '@account/router';
import { answer, failWith, mockServices } from '@account/test-services';
import { aDeliveredOrder } from './test/orders';
import { setUpShop } from './test/set-up';

/** A delivered order with one return on its way and one that has arrived. */
const order = aDeliveredOrder();

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'order', order),
  answer('products', 'products', { products: [] }),
);

const PDF = '%PDF-1.7';
const saved: Array<{ href: string; download: string }> = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:label');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
async function renderOrder() {
  const OrdersRoot = (await import('./Root')).default;
  window.history.pushState({}, '', `/orders/${order.number}`);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<OrdersRoot />} />
      </Routes>
    </BrowserRouter>,
  );
  return screen.findByText('Rücksendecode: R71010007-2');
}

it('offers the label of the open return for download on the order, and saves the PDF the service sends', async () => {
  await setUpShop('de-DE');
  services.use(
    answer(
      'orders',
      'returnLabel',
      new Response(PDF, { headers: { 'content-type': 'application/pdf' } }),
    ),
  );
  const open = await renderOrder();
  // The arrived return has no label any more; the open one has.
  expect(screen.queryByText('Rücksendecode: R71010007-1')).not.toBeInTheDocument();
  const download = within(open.parentElement as HTMLElement).getByRole('button', {
    name: 'Rücksendeschein herunterladen: Rücksendung R71010007-2',
  });
  expect(download).toHaveTextContent('Rücksendeschein herunterladen');
  expect(screen.getAllByRole('button', { name: /Rücksendeschein herunterladen/ })).toHaveLength(1);

  await userEvent.setup().click(download);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(services.calls.map((call) => call.path)).toContain(
    '/api/orders/order/71010007/returns/R71010007-2/label',
  );
  const file = jest.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
  expect(file.type).toBe('application/pdf');
  expect(await file.text()).toBe(PDF);
  expect(saved).toEqual([{ href: 'blob:label', download: 'Ruecksendeschein-R71010007-2.pdf' }]);
});

it('names a failed download next to the link and ties it to it', async () => {
  await setUpShop('de-CH');
  services.use(answer('orders', 'returnLabel', failWith(503, 'SERVICE_UNAVAILABLE')));
  await renderOrder();
  const download = screen.getByRole('button', { name: /^Rücksendeschein herunterladen/ });
  await userEvent.setup().click(download);
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Der Rücksendeschein konnte gerade nicht geladen werden.');
  expect(download).toHaveAttribute('aria-describedby', error.id);
  expect(saved).toEqual([]);
});
