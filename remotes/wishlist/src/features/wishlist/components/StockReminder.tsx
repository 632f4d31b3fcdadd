import { useEffect, useRef } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, Notice, announce, theme } from '@account/ui';
import { NS } from '../../../i18n';
import type { ReminderStatus } from '../hooks/useStockReminders';

interface StockReminderProps {
  name: string;
  status: ReminderStatus;
  onRequest: () => Promise<boolean>;
  onCancel: () => Promise<boolean>;
}

/**
 * A sold-out item's "Benachrichtigen, wenn verfügbar": starts the stock reminder's double opt-in,
 * then says it waits for the mail's confirmation or is active, with a way to cancel it. The
 * button pressed makes way for the other one: focus moves there and the new state is announced,
 * so keyboard and screen-reader users are not left on a button that is gone.
 */
export function StockReminder({ name, status, onRequest, onCancel }: StockReminderProps) {
  const { t } = useTranslation(NS);
  const container = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const stateText =
    status.state === 'PENDING'
      ? t('reminder.pending')
      : status.state === 'CONFIRMED'
        ? t('reminder.confirmed')
        : null;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    container.current?.querySelector('button')?.focus();
    announce(stateText ?? t('reminder.cancelled', { name }));
  }, [status.state, stateText, name, t]);

  const act = async (action: () => Promise<boolean>) => {
    moveFocus.current = await action();
  };

  return (
    <div ref={container} css={{ display: 'grid', gap: theme.space(1), justifyItems: 'start' }}>
      {stateText && <p css={{ margin: 0 }}>{stateText}</p>}
      {status.failed && (
        <Notice tone="error">
          {t(status.state === null ? 'reminder.requestFailed' : 'reminder.cancelFailed')}
        </Notice>
      )}
      {status.state === null ? (
        <Button
          variant="secondary"
          busy={status.busy}
          aria-label={t('reminder.requestLabel', { name })}
          onClick={() => void act(onRequest)}
        >
          {t('reminder.request')}
        </Button>
      ) : (
        <Button
          variant="tertiary"
          busy={status.busy}
          aria-label={t('reminder.cancelLabel', { name })}
          onClick={() => void act(onCancel)}
        >
          {t('reminder.cancel')}
        </Button>
      )}
    </div>
  );
}
