import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useCreditNoteDownload } from '../hooks/useCreditNoteDownload';

/** The download of one credit note as PDF, shown beside the invoice it refers to. */
export function CreditNoteDownloadButton({ creditNoteNumber }: { creditNoteNumber: string }) {
  const { t } = useTranslation(NS);
  const { submit, busy, failure } = useCreditNoteDownload(creditNoteNumber);
  const errorId = `credit-note-download-error-${creditNoteNumber}`;
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', gap: theme.space(0.5) }}>
      <Button
        variant="link"
        // The number makes it longer than "PDF herunterladen": it wraps on a phone (390 px).
        css={{ textAlign: 'left', overflowWrap: 'anywhere' }}
        busy={busy}
        aria-describedby={failure ? errorId : undefined}
        onClick={() => void submit()}
      >
        {t('invoiceDownload.creditNoteAction', { number: creditNoteNumber })}
      </Button>
      {failure && (
        <span id={errorId} role="alert" css={{ color: theme.color.error }}>
          {t('invoiceDownload.creditNoteFailed')}
        </span>
      )}
    </span>
  );
}
