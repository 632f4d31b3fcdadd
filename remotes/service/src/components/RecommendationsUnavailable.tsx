import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../i18n';

/** What a failed, empty or malformed recommendations answer shows: a friendly note and a retry. */
export function RecommendationsUnavailable({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(1.5),
        alignItems: 'flex-start',
      }}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('recommendations.retry')}
      </Button>
    </div>
  );
}
