import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { NewsletterCancelPage } from './features/newsletter-cancel/components/NewsletterCancelPage';
import { NewsletterConfirmationPage } from './features/newsletter-confirmation/components/NewsletterConfirmationPage';
import { StockReminderPage } from './features/stock-reminder/components/StockReminderPage';
import { EmailChangeConfirmPage } from './features/email-change/components/EmailChangeConfirmPage';
import { EmailChangeUndoPage } from './features/email-change/components/EmailChangeUndoPage';
import { ResearchConfirmationPage } from './features/research/components/ResearchConfirmationPage';
import { UpsellUnsubscribePage } from './features/upsell/components/UpsellUnsubscribePage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** The pages e-mails link to; paths relative to the account root (contracts `areaRoutes`). */
export default function DoiRoot() {
  return (
    <Routes>
      <Route
        path={paths.doi.newsletterCancelSubscription.pattern}
        element={<NewsletterCancelPage />}
      />
      <Route
        path={paths.doi.newsletterConfirmation.pattern}
        element={<NewsletterConfirmationPage />}
      />
      <Route
        path={paths.doi.stockReminderConfirm.pattern}
        element={<StockReminderPage key="confirm" action="confirm" />}
      />
      <Route
        path={paths.doi.stockReminderUnsubscribe.pattern}
        element={<StockReminderPage key="unsubscribe" action="unsubscribe" />}
      />
      <Route path={paths.doi.emailChangeConfirm.pattern} element={<EmailChangeConfirmPage />} />
      <Route path={paths.doi.emailChangeUndo.pattern} element={<EmailChangeUndoPage />} />
      <Route path={paths.doi.researchConfirmation.pattern} element={<ResearchConfirmationPage />} />
      <Route path={paths.doi.unsubscribeUpsell.pattern} element={<UpsellUnsubscribePage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.home()} />} />
    </Routes>
  );
}
