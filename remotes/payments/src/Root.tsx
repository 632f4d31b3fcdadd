import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { PaymentMethodsScreen } from './screens/PaymentMethodsScreen';
import { BankDetailsEditPage } from './features/bank-details-edit/components/BankDetailsEditPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

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
