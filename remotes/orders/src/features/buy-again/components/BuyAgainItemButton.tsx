import type { Availability, Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button } from '@account/ui';
import { NS } from '../../../i18n';
import { canBuyAgain, useBuyAgain } from '../hooks/useBuyAgain';

type Item = Order['items'][number];

/**
 * "Erneut kaufen" for one item of a delivered order; the outcome shows at the order's button.
 * Not offered for an item the page shows as sold out (`availability`, the page's one source),
 * nor before its stock is known (null), so it never appears and then vanishes.
 */
export function BuyAgainItemButton({
  order,
  item,
  availability,
}: {
  order: Order;
  item: Item;
  availability: Availability | null | undefined;
}) {
  const { t } = useTranslation(NS);
  const { submit, busy } = useBuyAgain();
  if (!canBuyAgain(order.items) || availability === null || availability === 'SOLD_OUT')
    return null;
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
