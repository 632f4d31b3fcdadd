import { Route, Routes } from '@account/router';
import { isFlagOn } from '@account/config';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { ContactsPage } from './features/contacts/components/ContactsPage';
import { SupportFormPage } from './features/support-form/components/SupportFormPage';
import { ReferralsPage } from './features/referrals/components/ReferralsPage';
import { ProductHistoryPage } from './features/product-history/components/ProductHistoryPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`).
 * Contacts and the form exist only with the contactForm flag (spec section 6); without it they
 * answer the not-found page like any unknown path.
 */
export default function ServiceRoot() {
  const contactForm = isFlagOn('contactForm');
  const notFound = <AreaNotFound ns={NS} to={paths.service.referrals()} />;
  return (
    <Routes>
      <Route path={paths.service.referrals.pattern} element={<ReferralsPage />} />
      <Route
        path={paths.service.contacts.pattern}
        element={contactForm ? <ContactsPage /> : notFound}
      />
      <Route
        path={paths.service.contactForm.pattern}
        element={contactForm ? <SupportFormPage /> : notFound}
      />
      {isFlagOn('myAccountHomeRedesign') && (
        <Route path={paths.service.productHistory.pattern} element={<ProductHistoryPage />} />
      )}
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.service.referrals()} />} />
    </Routes>
  );
}
