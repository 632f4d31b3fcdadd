import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useInvoiceDownload } from '../hooks/useInvoiceDownload';

/**
 * The download of one invoice as PDF. Its accessible name names the invoice, so a list of them
 * reads apart; a failure shows below it, tied to the button.
 */
export function InvoiceDownloadButton({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useTranslation(NS);
  const { submit, busy, failure } = useInvoiceDownload(invoiceNumber);
  const errorId = `invoice-download-error-${invoiceNumber}`;
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', gap: theme.space(0.5) }}>
      <Button
        variant="link"
        css={{ whiteSpace: 'nowrap' }}
        busy={busy}
        aria-label={t('invoiceDownload.label', { number: invoiceNumber })}
        aria-describedby={failure ? errorId : undefined}
        onClick={() => void submit()}
      >
        {t('invoiceDownload.action')}
      </Button>
      {failure && (
        <span id={errorId} role="alert" css={{ color: theme.color.error }}>
          {t('invoiceDownload.failed')}
        </span>
      )}
    </span>
  );
}
