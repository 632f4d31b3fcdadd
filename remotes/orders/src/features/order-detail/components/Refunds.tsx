import type { Order, OrderRefund } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { RefundState } from '@account/ui/orders';
import { NS } from '../../../i18n';

function Refund({ order, refund }: { order: Order; refund: OrderRefund }) {
  const { t } = useTranslation(NS);
  const itemIds = order.returns?.find((entry) => entry.code === refund.returnCode)?.itemIds ?? [];
  const titles = order.items.filter((item) => itemIds.includes(item.id)).map((item) => item.title);
  return (
    <li
      css={{
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radii.md,
        background: theme.color.white,
        padding: theme.space(2),
      }}
    >
      <h3 css={{ fontSize: theme.fontSize.lg, marginTop: 0 }}>
        {refund.returnCode === null
          ? t('refunds.cancellation')
          : t('refunds.return', { code: refund.returnCode })}
      </h3>
      <p css={{ margin: 0, fontWeight: theme.fontWeight.bold, overflowWrap: 'anywhere' }}>
        <RefundState refund={refund} timeZone={order.timeZone} />
      </p>
      {titles.length > 0 && (
        <p css={{ marginBottom: 0, color: theme.color.muted }}>
          {t('refunds.contents', { titles: titles.join(', ') })}
        </p>
      )}
    </li>
  );
}

/**
 * Money back: each return and the cancellation with where its refund stands, from "Rücksendung
 * angemeldet" to "Erstattung veranlasst am …, 129,00 € auf Ihre Rechnung" (issue 40). A service
 * without refunds shows nothing here.
 */
export function Refunds({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" css={{ marginBottom: theme.space(4) }}>
      <h2 id="refunds-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('refunds.title')}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
        {refunds.map((refund) => (
          <Refund key={refund.returnCode ?? 'cancellation'} order={order} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
