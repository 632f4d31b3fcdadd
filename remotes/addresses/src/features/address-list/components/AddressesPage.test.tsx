import { fireEvent, screen, within } from '@testing-library/react';
import type { DeliveryAddressList } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { deliveryAddress } from '../../../test/delivery-address';
import { AddressesPage } from './AddressesPage';

const address = (id: string, street: string, isDeleted: boolean) =>
  deliveryAddress({ id, street, streetNumber: '1', isDeleted });

const list: DeliveryAddressList = {
  isCreateAllowed: true,
  preferredAddressId: null,
  deliveryAddresses: [address('a1', 'Gartenweg', false), address('a2', 'Seestraße', true)],
  billingAddress: null,
};

const FAILURE = failWith(503, 'INTERNAL_SERVER_ERROR');
const LIST = '/api/cs/user/delivery-address';

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));
beforeEach(() => services.use(answer('customer', 'deliveryAddresses', list)));

const renderList = () =>
  renderArea({
    locale: 'de-DE',
    start: '/my-addresses',
    registerCatalogue,
    routes: [{ path: '/my-addresses', element: <AddressesPage /> }],
  });

/** The card (list item) of the address in that street: its action buttons name it. */
const cardOf = async (street: string) =>
  (await screen.findAllByRole('button', { name: new RegExp(`: ${street}`) }))[0]!.closest(
    'li',
  ) as HTMLElement;

it('says at the address that it could not be deleted, and keeps it in the list', async () => {
  services.use(answer('customer', 'deleteDeliveryAddress', FAILURE));
  await renderList();
  const card = await cardOf('Gartenweg');
  fireEvent.click(within(card).getByRole('button', { name: /^Löschen/ }));
  expect(
    await within(card).findByText(
      'Die Adresse konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    ),
  ).toBeInTheDocument();
  expect(services.calls).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: `${LIST}/a1` }),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The other address shows no failure.
  expect(within(await cardOf('Seestraße')).queryByText(/konnte nicht/)).not.toBeInTheDocument();
});

it('says at the deleted address that it could not be restored', async () => {
  services.use(
    answer('customer', 'restoreDeliveryAddress', ({ params }) =>
      params.id === 'a2' ? FAILURE : failWith(404, 'NOT_FOUND'),
    ),
  );
  await renderList();
  const card = await cardOf('Seestraße');
  fireEvent.click(within(card).getByRole('button', { name: /^Wiederherstellen/ }));
  expect(
    await within(card).findByText(
      'Die Adresse konnte nicht wiederhergestellt werden. Bitte versuchen Sie es erneut.',
    ),
  ).toBeInTheDocument();
  expect(within(await cardOf('Gartenweg')).queryByText(/konnte nicht/)).not.toBeInTheDocument();
});

it('confirms a delete that succeeded, and reloads the list', async () => {
  services.use(answer('customer', 'deleteDeliveryAddress', address('a1', 'Gartenweg', true)));
  await renderList();
  fireEvent.click(within(await cardOf('Gartenweg')).getByRole('button', { name: /^Löschen/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Die Adresse wurde gelöscht.');
  expect(services.calls.filter((call) => call.path === LIST)).toHaveLength(2);
});
