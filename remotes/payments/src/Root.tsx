import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound, registerHomeTile } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { PaymentMethodsScreen } from './screens/PaymentMethodsScreen';
import { BankDetailsEditPage } from './features/bank-details-edit/components/BankDetailsEditPage';
import { PaymentMethodTile } from './features/home-tile/components/PaymentMethodTile';

// The remote's texts join the page's one i18next instance as soon as the module loads, and its
// home tile fills the account home's `paymentMethod` slot.
registerCatalogue();
registerHomeTile('paymentMethod', PaymentMethodTile);

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function PaymentsRoot() {
  return (
    <Routes>
      <Route path={paths.payments.start.pattern} element={<PaymentMethodsScreen />} />
      <Route path={paths.payments.edit.pattern} element={<BankDetailsEditPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.payments.start()} />} />
    </Routes>
  );
}
