import { useTranslation } from '@account/i18n';
import { Button } from './Button';
import { Illustration } from './Illustration';
import { theme } from './theme';

interface ErrorStateProps {
  /** What failed, in the area's words. */
  message: string;
  onRetry: () => void;
  /** Inside a dashboard tile: no drawing, less room. */
  compact?: boolean;
}

/** Something could not be loaded: what, and the next step (retry). An alert, so it is heard. */
export function ErrorState({ message, onRetry, compact = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      css={{ textAlign: compact ? 'left' : 'center', padding: compact ? 0 : `${theme.space(3)} 0` }}
    >
      {!compact && <Illustration name="error" size={theme.size.illustration * 0.75} />}
      <p css={{ margin: `${theme.space(compact ? 0 : 2)} 0 ${theme.space(2)}` }}>{message}</p>
      <Button variant={compact ? 'tertiary' : 'secondary'} onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
