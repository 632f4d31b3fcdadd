import type { UseFormRegisterReturn } from 'react-hook-form';
import { currentLocale } from '@account/config';
import { formatDate, useTranslation } from '@account/i18n';
import { Field } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { useOwnOrders } from '../hooks/useOwnOrders';
import { controlStyle } from './control-style';

/**
 * The optional order: only the customer's own orders are offered. While they load or when they
 * cannot be loaded the form still works, with "no particular order".
 */
export function OrderField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'orderNumber'>;
  error: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const orders = useOwnOrders();
  const hint =
    orders.status === 'error'
      ? t('customerSupport.form.ordersUnavailable')
      : orders.status === 'loading'
        ? t('customerSupport.form.ordersLoading')
        : t('customerSupport.form.orderNumberHint');
  return (
    <Field id="orderNumber" label={t('customerSupport.form.orderNumber')} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...registration} css={controlStyle(Boolean(error))}>
          <option value="">{t('customerSupport.form.noOrder')}</option>
          {orders.status === 'success' &&
            orders.data.orders.map((order) => (
              <option key={order.number} value={order.number}>
                {t('customerSupport.form.orderOption', {
                  number: order.number,
                  date: formatDate(order.placedAt, currentLocale()),
                })}
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}
