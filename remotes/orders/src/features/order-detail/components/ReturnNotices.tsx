import type { ReactNode } from 'react';
import type { Order, OrderReturn } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Notice, theme } from '@account/ui';
import { NS } from '../../../i18n';

/**
 * A return the customer announced says so until its parcel arrives, with what can be done with
 * it (`returnAction`: its label to download); only then does the order say that it was
 * received. Services without `returns` still get both notices by item status.
 */
export function ReturnNotices({
  order,
  returnAction,
}: {
  order: Order;
  returnAction: (entry: OrderReturn) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const statuses = order.items.map((item) => item.status);
  const pending = (order.returns ?? []).filter((entry) => entry.receivedAt === null);
  return (
    <>
      {statuses.includes('returnRegistered') && (
        <Notice tone="info">
          <p css={{ margin: 0 }}>{t('detail.registeredNotice')}</p>
          {pending.map((entry) => (
            <p
              key={entry.code}
              css={{
                marginBottom: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(2),
                alignItems: 'baseline',
              }}
            >
              <span>{t('detail.returnCode', { code: entry.code })}</span>
              {returnAction(entry)}
            </p>
          ))}
        </Notice>
      )}
      {statuses.includes('returned') && <Notice tone="info">{t('detail.returnedNotice')}</Notice>}
    </>
  );
}
