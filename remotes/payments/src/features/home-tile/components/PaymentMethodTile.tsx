import { getPaymentMethods } from '@account/api-client/payments';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Card, Skeleton, useAsync } from '@account/ui';
import { NS } from '../../../i18n';

/**
 * The account home's payment method tile (slot `paymentMethod`): the preferred method, leading to
 * the payment methods page. It loads on its own, so a failing payment service only shows its
 * small error with a retry here.
 */
export function PaymentMethodTile() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(() => getPaymentMethods(), 'home-payment-method');
  return (
    <Card
      title={t('tile.title')}
      to={state.status === 'success' ? paths.payments.start() : undefined}
    >
      <AsyncContent
        state={state}
        errorMessage={t('tile.error')}
        onRetry={reload}
        compact
        skeleton={<Skeleton lines={2} />}
      >
        {({ preferredPaymentMethod }) => (
          <p css={{ margin: 0 }}>
            {preferredPaymentMethod ? (
              <strong>{t(`methods.names.${preferredPaymentMethod}`)}</strong>
            ) : (
              t('tile.none')
            )}
          </p>
        )}
      </AsyncContent>
    </Card>
  );
}
