import { fireEvent, screen, within } from '@testing-library/react';
import type { DeliveryAddressList } from '@account/contracts';
import { renderArea, type ServiceAnswers } from '@account/test-support';
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

const FAILURE = { status: 503, body: { errorKey: 'INTERNAL_SERVER_ERROR' } };
let answers: ServiceAnswers;
beforeEach(() => {
  answers = { 'GET user/delivery-address': [{ status: 200, body: list }] };
});

const renderList = () =>
  renderArea({
    locale: 'de-DE',
    start: '/my-addresses',
    answers,
    registerCatalogue,
    routes: [{ path: '/my-addresses', element: <AddressesPage /> }],
  });

/** The card (list item) of the address in that street: its action buttons name it. */
const cardOf = async (street: string) =>
  (await screen.findAllByRole('button', { name: new RegExp(`: ${street}`) }))[0]!.closest(
    'li',
  ) as HTMLElement;

it('says at the address that it could not be deleted, and keeps it in the list', async () => {
  answers['DELETE user/delivery-address/a1'] = [FAILURE];
  const calls = await renderList();
  const card = await cardOf('Gartenweg');
  fireEvent.click(within(card).getByRole('button', { name: /^Löschen/ }));
  expect(
    await within(card).findByText(
      'Die Adresse konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    ),
  ).toBeInTheDocument();
  expect(calls).toContainEqual({
    method: 'DELETE',
    path: 'user/delivery-address/a1',
    body: null,
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The other address shows no failure.
  expect(within(await cardOf('Seestraße')).queryByText(/konnte nicht/)).not.toBeInTheDocument();
});

it('says at the deleted address that it could not be restored', async () => {
  answers['PATCH user/delivery-address/a2/restore'] = [FAILURE];
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
  answers['DELETE user/delivery-address/a1'] = [
    { status: 200, body: address('a1', 'Gartenweg', true) },
  ];
  const calls = await renderList();
  fireEvent.click(within(await cardOf('Gartenweg')).getByRole('button', { name: /^Löschen/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Die Adresse wurde gelöscht.');
  expect(calls.filter((call) => call.path === 'user/delivery-address')).toHaveLength(2);
});
