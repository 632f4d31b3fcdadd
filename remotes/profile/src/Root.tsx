import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { MyDataPage } from './features/my-data/components/MyDataPage';
import { DeleteAccountSection } from './features/delete-account/components/DeleteAccountSection';
import { ChangeEmailPage } from './features/change-email/components/ChangeEmailPage';
import { SecurityPage } from './features/security/components/SecurityPage';
import { PrivacyCentrePage } from './features/privacy-centre/components/PrivacyCentrePage';
import { VouchersPage } from './features/vouchers/components/VouchersPage';
import { DataExportPage } from './features/data-export/components/DataExportPage';
import { DataExportSection } from './features/data-export/components/DataExportSection';
import { ChangePasswordPage } from './features/change-password/components/ChangePasswordPage';
import {
  AccountVerificationPage,
  AddressVerificationPage,
  CustomerNumberVerificationPage,
  CustomerServiceVerificationPage,
  OrderNumberVerificationPage,
  VerificationSuccessPage,
} from './features/account-verification/components/VerificationPages';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function ProfileRoot() {
  return (
    <Routes>
      <Route
        path={paths.profile.start.pattern}
        element={
          // Features stay independent of each other; the root composes them on one screen.
          <MyDataPage actions={<DeleteAccountSection />} />
        }
      />
      <Route path={paths.profile.changePassword.pattern} element={<ChangePasswordPage />} />
      <Route path={paths.profile.changeEmail.pattern} element={<ChangeEmailPage />} />
      <Route path={paths.profile.security.pattern} element={<SecurityPage />} />
      <Route path={paths.profile.dataExport.pattern} element={<DataExportPage />} />
      <Route path={paths.profile.vouchers.pattern} element={<VouchersPage />} />
      <Route
        path={paths.profile.privacyCentre.pattern}
        element={<PrivacyCentrePage dataExport={<DataExportSection />} />}
      />
      <Route
        path={paths.profile.accountVerification.pattern}
        element={<AccountVerificationPage />}
      />
      <Route
        path={paths.profile.orderNumberVerification.pattern}
        element={<OrderNumberVerificationPage />}
      />
      <Route
        path={paths.profile.customerNumberVerification.pattern}
        element={<CustomerNumberVerificationPage />}
      />
      <Route
        path={paths.profile.addressVerification.pattern}
        element={<AddressVerificationPage />}
      />
      <Route
        path={paths.profile.customerServiceVerification.pattern}
        element={<CustomerServiceVerificationPage />}
      />
      <Route
        path={paths.profile.verificationSuccess.pattern}
        element={<VerificationSuccessPage />}
      />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.profile.start()} />} />
    </Routes>
  );
}
