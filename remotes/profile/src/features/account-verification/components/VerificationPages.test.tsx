import { fireEvent, screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { CustomerServiceVerificationPage, OrderNumberVerificationPage } from './VerificationPages';

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));

async function verifyWithOrderNumber() {
  await renderArea({
    locale: 'de-DE',
    start: paths.profile.orderNumberVerification(),
    registerCatalogue,
    routes: [
      {
        path: paths.profile.orderNumberVerification.pattern,
        element: <OrderNumberVerificationPage />,
      },
      {
        path: paths.profile.customerServiceVerification.pattern,
        element: <CustomerServiceVerificationPage />,
      },
      { path: paths.profile.verificationSuccess.pattern, element: <h1>Bestätigt</h1> },
    ],
  });
  fireEvent.change(await screen.findByLabelText('Bestellnummer'), {
    target: { value: '71777701' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
}

const customerServicePage = () =>
  screen.findByRole('heading', { name: 'Wir helfen Ihnen am Telefon weiter' });

it('leads VERIFIED to the success page', async () => {
  services.use(answer('customer', 'verifyAccount', { status: 'VERIFIED' }));
  await verifyWithOrderNumber();
  expect(await screen.findByRole('heading', { name: 'Bestätigt' })).toBeInTheDocument();
  expect(services.calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: '/api/cs/customers/verify',
      body: { method: 'ORDER_NUMBER', order_number: '71777701' },
    }),
  );
});

it('leads a verification that is not VERIFIED to the customer-service page', async () => {
  services.use(answer('customer', 'verifyAccount', { status: 'NOT_VERIFIED' }));
  await verifyWithOrderNumber();
  expect(await customerServicePage()).toBeInTheDocument();
});

it.each([
  ['the service fails', () => failWith(503, 'INTERNAL_SERVER_ERROR')],
  ['the service refuses the proof', () => failWith(400, 'BAD_REQUEST')],
])('leads a failed verification (%s) to the customer-service page', async (_, failure) => {
  services.use(answer('customer', 'verifyAccount', failure()));
  await verifyWithOrderNumber();
  expect(await customerServicePage()).toBeInTheDocument();
  expect(window.location.pathname).toBe(paths.profile.customerServiceVerification());
  expect(screen.queryByText(/Da hat etwas nicht geklappt/)).not.toBeInTheDocument();
});

it('keeps a throttled customer on the form with the service number', async () => {
  services.use(answer('customer', 'verifyAccount', failWith(429, 'TOO_MANY_REQUESTS')));
  await verifyWithOrderNumber();
  expect(await screen.findByText(/Sie haben es zu oft versucht/)).toBeInTheDocument();
  expect(screen.getByLabelText('Bestellnummer')).toHaveValue('71777701');
});
