import { getVouchers } from '@account/api-client/profile';
import { isFlagOn } from '@account/config';
import { paths, type Voucher } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { useSession } from '@account/session';
import { AsyncContent, Card, theme, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { useVoucherValue } from '../../../components/useVoucherValue';
import { resolveIsNewCustomer } from '../new-customer';

function VoucherDetails({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const valueText = useVoucherValue();
  return (
    <div>
      <p css={{ fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold, margin: 0 }}>
        {valueText(voucher)}
      </p>
      <p css={{ margin: `${theme.space(1)} 0` }}>
        {t('home.voucher.code')}:{' '}
        <strong css={{ fontFamily: 'monospace', fontSize: theme.fontSize.lg }}>
          {voucher.code}
        </strong>
      </p>
      <p css={{ margin: 0 }}>
        {t('home.voucher.validUntil', { date: format.date(voucher.validUntil) })}
      </p>
      {voucher.minimumOrderValue !== null && (
        <p css={{ margin: 0 }}>
          {t('home.voucher.minimumOrder', {
            amount: format.cents(voucher.minimumOrderValue, voucher.currency),
          })}
        </p>
      )}
      <p css={{ margin: `${theme.space(1)} 0 0`, fontSize: theme.fontSize.sm }}>
        {t('home.voucher.conditions')}
      </p>
    </div>
  );
}

/** Null for a customer who is not new: such a customer sees no voucher tile at all. */
async function loadVouchers(user: { isNewCustomer?: boolean }): Promise<Voucher[] | null> {
  if (!(await resolveIsNewCustomer(user))) return null;
  const { vouchers } = await getVouchers();
  // Without multipleVouchers only the welcome voucher shows (spec section 9).
  return isFlagOn('multipleVouchers') ? vouchers : vouchers.filter((voucher) => voucher.welcome);
}

/**
 * The account home's welcome voucher (10 €, 10 CHF in the Swiss shop) for new customers — no
 * order in two years; with `multipleVouchers` every voucher still to redeem.
 */
export function VoucherTile() {
  const { t } = useTranslation(NS);
  const user = useSession((state) => state.user);
  const { state, reload } = useAsync(
    () => (user ? loadVouchers(user) : Promise.resolve(null)),
    user?.customerNumber ?? '',
  );
  // Most customers are not new: a placeholder shown to everyone while loading would open a gap
  // above the tiles and close it again. The tile appears once there is a voucher to show.
  if (state.status === 'loading') return null;
  if (state.status === 'success' && (state.data === null || state.data.length === 0)) return null;
  const many = state.status === 'success' && state.data !== null && state.data.length > 1;
  return (
    <div css={{ margin: `${theme.space(3)} 0` }}>
      <Card title={many ? t('home.voucher.titleMany') : t('home.voucher.title')}>
        <AsyncContent state={state} errorMessage={t('home.voucher.error')} onRetry={reload} compact>
          {(vouchers) => (
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: theme.space(3),
              }}
            >
              {(vouchers ?? []).map((voucher) => (
                <li key={voucher.code}>
                  <VoucherDetails voucher={voucher} />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
        <Link to={paths.profile.vouchers()}>{t('home.voucher.allVouchers')}</Link>
      </Card>
    </div>
  );
}
