import { Link } from '@account/router';
import { paths, type Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { ConfirmationNotice, theme } from '@account/ui';
import { NS } from '../../../i18n';
import type { ReturnSelection } from '../hooks/useReturn';

/**
 * What the customer announced, item by item with its reason, and what happens now: the label is on its way by
 * e-mail, the money follows once the parcel has arrived.
 */
export function ReturnConfirmation({
  order,
  selection,
}: {
  order: Order;
  selection: ReturnSelection;
}) {
  const { t } = useTranslation(NS);
  const email = useSession((state) => state.user?.email ?? '');
  const titleOf = (id: string) => order.items.find((item) => item.id === id)?.title ?? id;
  return (
    <ConfirmationNotice>
      <h2 css={{ marginTop: 0, fontSize: theme.fontSize.xl }}>{t('returns.success.title')}</h2>
      <p>{t('returns.success.items', { number: order.number })}</p>
      <ul>
        {selection.items.map((item) => (
          <li key={item.id}>
            {t('returns.success.item', {
              quantity: item.quantity,
              title: titleOf(item.id),
              reason: t(`returns.reason.${item.reason}`),
            })}
          </li>
        ))}
      </ul>
      <p>{t('returns.success.label', { email })}</p>
      <p>{t('returns.success.next')}</p>
      <Link to={paths.orders.detail(order.number)}>{t('returns.success.action')}</Link>
    </ConfirmationNotice>
  );
}
