import { fireEvent, screen } from '@testing-library/react';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { ConfirmationOutlet } from '@account/ui';
import { registerCatalogue } from '../../../i18n';
import { deliveryAddress } from '../../../test/delivery-address';
import { EditAddressPage } from './EditAddressPage';

const address = deliveryAddress();

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));
beforeEach(() =>
  services.use(
    answer('customer', 'deliveryAddress', ({ params }) =>
      params.id === 'a1' ? address : failWith(404, 'NOT_FOUND'),
    ),
    answer('addressCheck', 'checkAddress', [
      {
        street: 'Lindenallee',
        streetNumber: '7',
        zipCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      },
    ]),
    answer('customer', 'changeDeliveryAddress', { ...address, street: 'Lindenallee' }),
  ),
);

const renderEdit = (id = 'a1') =>
  renderArea({
    locale: 'de-DE',
    start: `/my-addresses/${id}`,
    registerCatalogue,
    routes: [
      { path: '/my-addresses/:id', element: <EditAddressPage /> },
      {
        path: '/my-addresses',
        element: (
          <>
            <h1>Meine Adressen</h1>
            <ConfirmationOutlet />
          </>
        ),
      },
    ],
  });

it('shows the address in the form and saves the change with its id, back on my addresses', async () => {
  await renderEdit();
  expect(await screen.findByLabelText('Straße')).toHaveValue('Hauptstraße');
  expect(screen.getByLabelText('Vorname')).toHaveValue('Max');
  expect(screen.getByLabelText('PLZ')).toHaveValue('10115');
  fireEvent.change(screen.getByLabelText('Straße'), { target: { value: 'Lindenallee' } });
  fireEvent.change(screen.getByLabelText('Hausnummer'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));

  await screen.findByRole('heading', { name: 'Meine Adressen' });
  expect(screen.getByRole('status')).toHaveTextContent('Die Adresse wurde gespeichert.');
  const saved = services.calls.find(
    (call) => call.method === 'POST' && call.path === '/api/cs/user/delivery-address',
  );
  expect(saved?.body).toMatchObject({ id: 'a1', street: 'Lindenallee', street_number: '7' });
});

it('keeps the customer on the form with the failure when saving fails', async () => {
  services.use(answer('customer', 'changeDeliveryAddress', failWith(503, 'INTERNAL_SERVER_ERROR')));
  await renderEdit();
  fireEvent.change(await screen.findByLabelText('Straße'), { target: { value: 'Lindenallee' } });
  fireEvent.change(screen.getByLabelText('Hausnummer'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));
  expect(
    await screen.findByText(
      'Ihre Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Straße')).toHaveValue('Lindenallee');
});

it('says an unknown address does not exist', async () => {
  await renderEdit('zz');
  expect(
    await screen.findByRole('heading', { name: 'Diese Adresse gibt es nicht.' }),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Straße')).not.toBeInTheDocument();
});

it('offers no form for a deleted address', async () => {
  services.use(answer('customer', 'deliveryAddress', { ...address, isDeleted: true }));
  await renderEdit();
  expect(await screen.findByText(/Diese Adresse ist gelöscht/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Straße')).not.toBeInTheDocument();
});
