import { getAllVouchers } from '@account/api-client/profile';
import { shopUrl } from '@account/config';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { reportError } from '@account/tracking';
import {
  AsyncContent,
  EmptyState,
  SectionHeader,
  Skeleton,
  buttonStyle,
  theme,
  useAsync,
  useCopyText,
} from '@account/ui';
import { NS } from '../../../i18n';
import { VoucherCard } from './VoucherCard';

/**
 * my-vouchers, "Meine Gutscheine" (issue 40): every voucher of the customer as the service sorts
 * them, usable ones first; loading, error with retry, and an empty state.
 */
export function VouchersPage() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(getAllVouchers, 'all-vouchers');
  const { copied, failed, copy } = useCopyText(t('vouchers.copied'), (error) =>
    reportError('profile', 'Copying a voucher code failed', error),
  );
  return (
    <>
      <SectionHeader
        title={t('vouchers.title')}
        back={{ to: paths.home(), label: t('vouchers.back') }}
      />
      <AsyncContent
        state={state}
        errorMessage={t('vouchers.error')}
        onRetry={reload}
        skeleton={<Skeleton variant="cards" lines={3} />}
      >
        {({ vouchers }) =>
          vouchers.length === 0 ? (
            <EmptyState
              title={t('vouchers.empty.title')}
              body={t('vouchers.empty.body')}
              action={
                <a href={shopUrl('/')} css={buttonStyle('primary')}>
                  {t('vouchers.empty.action')}
                </a>
              }
            />
          ) : (
            <>
              <p css={{ margin: `0 0 ${theme.space(2)}` }}>{t('vouchers.intro')}</p>
              <ul
                aria-label={t('vouchers.listLabel')}
                css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}
              >
                {vouchers.map((voucher) => (
                  <VoucherCard
                    key={voucher.code}
                    voucher={voucher}
                    copied={copied === voucher.code}
                    copyFailed={failed === voucher.code}
                    onCopy={(code) => void copy(code)}
                  />
                ))}
              </ul>
            </>
          )
        }
      </AsyncContent>
    </>
  );
}
