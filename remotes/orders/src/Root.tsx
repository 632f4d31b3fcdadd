import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { OrderHistoryPage } from './features/order-history/components/OrderHistoryPage';
import { OrderDetailPage } from './features/order-detail/components/OrderDetailPage';
import { ReturnPage } from './features/returns/components/ReturnPage';
import { ReturnSection } from './features/returns/components/ReturnSection';
import { CancelOrderSection } from './features/cancellation/components/CancelOrderSection';
import { CancelSuccessPage } from './features/cancellation/components/CancelSuccessPage';
import { WithdrawalSection } from './features/withdrawal/components/WithdrawalSection';
import { WithdrawalPage } from './features/withdrawal/components/WithdrawalPage';
import { OpenInvoicesPage } from './features/open-invoices/components/OpenInvoicesPage';
import { InvoiceDownloadButton } from './features/invoice-download/components/InvoiceDownloadButton';
import { CreditNoteDownloadButton } from './features/invoice-download/components/CreditNoteDownloadButton';
import { OrderInvoices } from './features/invoice-download/components/OrderInvoices';
import { ReturnLabelDownloadButton } from './features/return-label/components/ReturnLabelDownloadButton';
import { BuyAgainProvider } from './features/buy-again/hooks/useBuyAgain';
import { BuyAgainSection } from './features/buy-again/components/BuyAgainSection';
import { BuyAgainItemButton } from './features/buy-again/components/BuyAgainItemButton';
import { ActionRow } from './components/ActionRow';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function OrdersRoot() {
  return (
    <Routes>
      <Route path={paths.orders.history.pattern} element={<OrderHistoryPage />} />
      <Route
        path={paths.orders.detail.pattern}
        element={
          // Features stay independent of each other; the root composes their parts on one screen.
          <BuyAgainProvider>
            <OrderDetailPage
              actions={(order) => (
                <>
                  <CancelOrderSection order={order} />
                  <ActionRow>
                    <WithdrawalSection order={order} />
                    <ReturnSection order={order} />
                  </ActionRow>
                  <BuyAgainSection order={order} />
                </>
              )}
              itemAction={(order, item, availability) => (
                <BuyAgainItemButton order={order} item={item} availability={availability} />
              )}
              documents={(order) => <OrderInvoices order={order} />}
              returnAction={(order, entry) => (
                <ReturnLabelDownloadButton orderNumber={order.number} code={entry.code} />
              )}
            />
          </BuyAgainProvider>
        }
      />
      <Route path={paths.orders.returns.pattern} element={<ReturnPage />} />
      <Route path={paths.orders.cancelSuccess.pattern} element={<CancelSuccessPage />} />
      <Route path={paths.orders.withdrawal.pattern} element={<WithdrawalPage />} />
      <Route
        path={paths.orders.openInvoices.pattern}
        element={
          <OpenInvoicesPage
            invoiceAction={(invoiceNumber) => (
              <InvoiceDownloadButton invoiceNumber={invoiceNumber} />
            )}
            creditNoteAction={(creditNoteNumber) => (
              <CreditNoteDownloadButton creditNoteNumber={creditNoteNumber} />
            )}
          />
        }
      />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.orders.history()} />} />
    </Routes>
  );
}
