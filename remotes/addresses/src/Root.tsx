import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { AddressesPage } from './features/address-list/components/AddressesPage';
import { AddAddressPage } from './features/address-form/components/AddAddressPage';
import { EditAddressPage } from './features/address-form/components/EditAddressPage';
import { BillingAddressPage } from './features/billing-address/components/BillingAddressPage';

// The remote's texts join the page's one i18next instance as soon as the module loads; the home's
// preferred-address slot is filled by ./HomeTiles (src/HomeTiles.ts).
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function AddressesRoot() {
  return (
    <Routes>
      <Route path={paths.addresses.start.pattern} element={<AddressesPage />} />
      <Route path={paths.addresses.add.pattern} element={<AddAddressPage />} />
      <Route path={paths.addresses.billing.pattern} element={<BillingAddressPage />} />
      <Route path={paths.addresses.detail.pattern} element={<EditAddressPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.addresses.start()} />} />
    </Routes>
  );
}
