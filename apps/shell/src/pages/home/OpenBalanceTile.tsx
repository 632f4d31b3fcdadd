import { getOpenInvoices } from '@account/api-client';
import { paths, type OpenInvoice } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag, theme, Tile } from '@account/ui';
import { homeFormat } from './format';

/** Due dates are yyyy-mm-dd, so the earliest sorts first as text. */
const nextDueDate = (invoices: OpenInvoice[]) =>
  invoices.map((invoice) => invoice.dueDate).sort()[0];

/** The open balance with the next due date, leading to the open invoices. */
export function OpenBalanceTile() {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('home.balance.title')}
      load={() => getOpenInvoices()}
      loadKey="open-balance"
      errorMessage={t('home.balance.error')}
      to={paths.orders.openInvoices()}
    >
      {({ invoices, balance, currency }) => {
        const due = nextDueDate(invoices);
        const overdue = invoices.filter((invoice) => invoice.status === 'ENCASH').length;
        if (!due) return <p css={{ margin: 0 }}>{t('home.balance.none')}</p>;
        return (
          <>
            <p css={{ margin: 0 }}>
              <span
                css={{ display: 'block', color: theme.color.muted, fontSize: theme.fontSize.sm }}
              >
                {t('home.balance.amount')}
              </span>
              <strong css={{ fontSize: theme.fontSize.xxl, color: theme.color.brand }}>
                {homeFormat.amount(balance, currency)}
              </strong>
            </p>
            <p css={{ margin: 0 }}>{t('home.balance.nextDue', { date: homeFormat.date(due) })}</p>
            {overdue > 0 && (
              <p css={{ margin: 0 }}>
                <Tag tone="error">{t('home.balance.overdue', { count: overdue })}</Tag>
              </p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
