import { fireEvent, screen } from '@testing-library/react';
import { paths } from '@account/contracts';
import { renderArea, type ServiceAnswers } from '@account/test-support';
import { registerCatalogue } from '../../../i18n';
import { CustomerServiceVerificationPage, OrderNumberVerificationPage } from './VerificationPages';

let answers: ServiceAnswers;

async function verifyWithOrderNumber() {
  const calls = await renderArea({
    locale: 'de-DE',
    start: paths.profile.orderNumberVerification(),
    answers,
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
  return calls;
}

const customerServicePage = () =>
  screen.findByRole('heading', { name: 'Wir helfen Ihnen am Telefon weiter' });

it('leads VERIFIED to the success page', async () => {
  answers = { 'POST customers/verify': [{ status: 200, body: { status: 'VERIFIED' } }] };
  const calls = await verifyWithOrderNumber();
  expect(await screen.findByRole('heading', { name: 'Bestätigt' })).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: 'customers/verify',
      body: { method: 'ORDER_NUMBER', order_number: '71777701' },
    }),
  );
});

it('leads a verification that is not VERIFIED to the customer-service page', async () => {
  answers = { 'POST customers/verify': [{ status: 200, body: { status: 'NOT_VERIFIED' } }] };
  await verifyWithOrderNumber();
  expect(await customerServicePage()).toBeInTheDocument();
});

it.each([
  ['the service fails', { status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }],
  ['the service refuses the proof', { status: 400, body: { errorKey: 'BAD_REQUEST' } }],
])('leads a failed verification (%s) to the customer-service page', async (_, failure) => {
  answers = { 'POST customers/verify': [failure] };
  await verifyWithOrderNumber();
  expect(await customerServicePage()).toBeInTheDocument();
  expect(window.location.pathname).toBe(paths.profile.customerServiceVerification());
  expect(screen.queryByText(/Da hat etwas nicht geklappt/)).not.toBeInTheDocument();
});

it('keeps a throttled customer on the form with the service number', async () => {
  answers = { 'POST customers/verify': [{ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } }] };
  await verifyWithOrderNumber();
  expect(await screen.findByText(/Sie haben es zu oft versucht/)).toBeInTheDocument();
  expect(screen.getByLabelText('Bestellnummer')).toHaveValue('71777701');
});
