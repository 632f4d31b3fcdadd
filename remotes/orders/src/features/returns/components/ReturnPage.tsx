import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormDraft } from '@account/session';
import { Link } from '@account/router';
import { paths, type Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, SectionHeader, theme } from '@account/ui';
import { ErrorSummary, Fieldset, type SummaryError } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { OrderScreen } from '../../../components/OrderScreen';
import { shopFormat } from '../../../components/format';
import { useAvailability } from '../../../hooks/useAvailability';
import { useReturn, type ReturnSelection } from '../hooks/useReturn';
import { emptyReturnForm, returnFormSchema, selectionOf, type ReturnForm } from './return-form';
import { ReturnConfirmation } from './ReturnConfirmation';
import { ReturnItem, reasonFieldId } from './ReturnItem';

const FIELD_ID = 'return-items';

function ReturnFormView({ order, update }: { order: Order; update: (order: Order) => void }) {
  const { t } = useTranslation(NS);
  const { status, sendReturn, clearStatus } = useReturn(order, update);
  const returnable = order.items.filter((item) => item.status === 'delivered');
  const methods = useForm<ReturnForm>({
    resolver: zodResolver(returnFormSchema),
    defaultValues: emptyReturnForm(returnable),
    shouldFocusError: false,
  });
  const { formState, handleSubmit } = methods;
  const [sent, setSent] = useState<ReturnSelection>();
  useFormDraft(`return-form.${order.number}`, methods, status === 'success');
  const { availability } = useAvailability(returnable.map((item) => item.baseProductNo));
  const lineErrors = formState.errors.lines;
  const requiredKey = lineErrors?.root?.message;
  const requiredError = requiredKey ? t(requiredKey) : undefined;
  // In the order of the screen: the choice first, then each chosen item's reason.
  const errors: SummaryError[] = [
    ...(requiredError ? [{ fieldId: FIELD_ID, message: requiredError }] : []),
    ...returnable.flatMap((item, index) => {
      const key = lineErrors?.[index]?.reason?.message;
      return key ? [{ fieldId: reasonFieldId(index), message: t(key, { title: item.title }) }] : [];
    }),
  ];

  async function submit(form: ReturnForm) {
    const selection = selectionOf(form);
    setSent(selection);
    await sendReturn(selection);
  }

  if (status === 'success' && sent) return <ReturnConfirmation order={order} selection={sent} />;
  if (returnable.length === 0) return <Notice>{t('returns.none')}</Notice>;
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <ErrorSummary errors={errors} submitCount={formState.submitCount} />
      {(status === 'failed' || status === 'alreadyReturned') && (
        <Notice tone="error">
          <p css={{ marginTop: 0 }}>
            {t(status === 'failed' ? 'returns.failed' : 'returns.alreadyReturned')}
          </p>
          <Button variant="link" onClick={clearStatus}>
            {t('returns.clear')}
          </Button>
        </Notice>
      )}
      <Fieldset
        id={FIELD_ID}
        legend={t('returns.legend')}
        hint={t('returns.hint')}
        error={requiredError}
      >
        {returnable.map((item, index) => (
          <ReturnItem
            key={item.id}
            order={order}
            item={item}
            index={index}
            availability={availability.get(item.baseProductNo)}
            form={methods}
          />
        ))}
      </Fieldset>
      <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" busy={status === 'inProgress'}>
          {t('returns.submit')}
        </Button>
        <Link to={paths.orders.detail(order.number)}>{t('returns.backToOrder')}</Link>
      </div>
    </form>
  );
}

/** orders/{id}/returns: choose the delivered items to send back (at least one), each with why. */
export function ReturnPage() {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  return (
    <OrderScreen>
      {(order, update) => (
        <>
          <SectionHeader
            title={t('returns.title')}
            back={{ to: paths.orders.detail(order.number), label: t('returns.backToOrder') }}
          />
          <p>
            {t('returns.intro', {
              number: order.number,
              date: format.date(order.placedAtDateAndTime, order.timeZone),
            })}
          </p>
          <ReturnFormView order={order} update={update} />
        </>
      )}
    </OrderScreen>
  );
}
