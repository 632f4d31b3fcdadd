import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useReturnLabelDownload } from '../hooks/useReturnLabelDownload';

/**
 * The download of an open return's label, for a customer who lost the mail or has no printer
 * at hand until now. Its accessible name names the return; a failure shows below it, tied to it.
 */
export function ReturnLabelDownloadButton({
  orderNumber,
  code,
}: {
  orderNumber: string;
  code: string;
}) {
  const { t } = useTranslation(NS);
  const { submit, busy, failure } = useReturnLabelDownload(orderNumber, code);
  const errorId = `return-label-error-${code}`;
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', gap: theme.space(0.5) }}>
      <Button
        variant="link"
        busy={busy}
        aria-label={t('returnLabel.label', { code })}
        aria-describedby={failure ? errorId : undefined}
        onClick={() => void submit()}
      >
        {t('returnLabel.action')}
      </Button>
      {failure && (
        <span id={errorId} role="alert" css={{ color: theme.color.error }}>
          {t('returnLabel.failed')}
        </span>
      )}
    </span>
  );
}
