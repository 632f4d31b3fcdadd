import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { canBuyAgain, useBuyAgain } from '../hooks/useBuyAgain';
import { BuyAgainOutcome } from './BuyAgainOutcome';

/** "Erneut kaufen" for the whole delivered order, and the outcome of every buy-again of it. */
export function BuyAgainSection({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { submit, busy, failure, last } = useBuyAgain();
  if (!canBuyAgain(order.items)) return null;
  return (
    <div css={{ marginBottom: theme.space(3) }}>
      {failure && <Notice tone="error">{t('buyAgain.failed')}</Notice>}
      {last && <BuyAgainOutcome key={last.id} result={last.result} />}
      <Button
        variant="secondary"
        busy={busy}
        aria-label={t('buyAgain.orderLabel', { number: order.number })}
        onClick={() => void submit(order.number)}
      >
        {t('buyAgain.action')}
      </Button>
    </div>
  );
}
