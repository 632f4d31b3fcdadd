import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { NS } from '../../../i18n';
import { canBuyAgain, useBuyAgain } from '../hooks/useBuyAgain';

type Item = Order['items'][number];

/** "Erneut kaufen" for one item of a delivered order; the outcome shows at the order's button. */
export function BuyAgainItemButton({ order, item }: { order: Order; item: Item }) {
  const { t } = useTranslation(NS);
  const { submit, busy } = useBuyAgain();
  if (!canBuyAgain(order.items)) return null;
  return (
    <Button
      variant="link"
      busy={busy}
      aria-label={t('buyAgain.itemLabel', { title: item.title })}
      onClick={() => void submit(order.number, [item.id])}
    >
      {t('buyAgain.action')}
    </Button>
  );
}
