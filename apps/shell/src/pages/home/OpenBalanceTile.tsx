import { getOpenInvoices } from '@account/api-client/orders';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag, theme, Tile } from '@account/ui';
import { balanceDates } from './balance-dates';
import { homeFormat } from './format';

/** The open balance, since when it is overdue and the next due date, leading to the open invoices. */
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
        const { overdueSince, nextDue } = balanceDates(invoices);
        const overdue = invoices.filter((invoice) => invoice.status === 'ENCASH').length;
        if (invoices.length === 0) return <p css={{ margin: 0 }}>{t('home.balance.none')}</p>;
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
            {overdueSince && (
              <p css={{ margin: 0 }}>
                <Tag tone="error">
                  {t('home.balance.overdueSince', { date: homeFormat.date(overdueSince) })}
                </Tag>{' '}
                {t('home.balance.overdue', { count: overdue })}
              </p>
            )}
            {nextDue && (
              <p css={{ margin: 0 }}>
                {t('home.balance.nextDue', { date: homeFormat.date(nextDue) })}
              </p>
            )}
          </>
        );
      }}
    </Tile>
  );
}
