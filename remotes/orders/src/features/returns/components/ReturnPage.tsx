import { useState, type FormEvent } from 'react';
import { useDraft } from '@account/session';
import { Link } from '@account/router';
import type { Availability, Order, ReturnReasonCode } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, SectionHeader, theme } from '@account/ui';
import { Checkbox, ErrorSummary, Fieldset } from '@account/ui/forms';
import { AvailabilityBadge } from '@account/ui/products';
import { NS } from '../../../i18n';
import { OrderScreen } from '../../../components/OrderScreen';
import { shopFormat } from '../../../components/format';
import { useAvailability } from '../hooks/useAvailability';
import { useReturn, type ReturnSelection } from '../hooks/useReturn';
import { ReturnConfirmation } from './ReturnConfirmation';
import { ReturnQuantity } from './ReturnQuantity';
import { ReturnReason } from './ReturnReason';
import { paths } from '@account/contracts';

const FIELD_ID = 'return-items';

function ReturnForm({ order, update }: { order: Order; update: (order: Order) => void }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const { status, sendReturn, clearStatus } = useReturn(order, update);
  const done = status === 'success';
  const [selected, setSelected] = useDraft<string[]>(`return.${order.number}`, [], done);
  // Pieces per chosen line; a line without an entry goes back in full.
  const [quantities, setQuantities] = useDraft<Record<string, number>>(
    `return.${order.number}.quantities`,
    {},
    done,
  );
  const [reason, setReason] = useState<ReturnReasonCode>();
  const [sent, setSent] = useState<ReturnSelection>();
  const [submitCount, setSubmitCount] = useState(0);
  const returnable = order.items.filter((item) => item.status === 'delivered');
  const availability = useAvailability(returnable.map((item) => item.baseProductNo));
  const requiredError =
    submitCount > 0 && selected.length === 0 ? t('returns.required') : undefined;

  function toggle(id: string, checked: boolean) {
    setSelected((current) =>
      checked ? [...current, id] : current.filter((other) => other !== id),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (selected.length === 0) return;
    const selection: ReturnSelection = {
      items: returnable
        .filter((item) => selected.includes(item.id))
        .map((item) => ({ id: item.id, quantity: quantities[item.id] ?? item.quantity })),
      reason,
    };
    setSent(selection);
    await sendReturn(selection);
  }

  if (status === 'success' && sent) return <ReturnConfirmation order={order} selection={sent} />;
  if (returnable.length === 0) return <Notice>{t('returns.none')}</Notice>;
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary
        errors={requiredError ? [{ fieldId: FIELD_ID, message: requiredError }] : []}
        submitCount={submitCount}
      />
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
        {returnable.map((item) => (
          <div key={item.id}>
            <Checkbox
              name="items"
              value={item.id}
              checked={selected.includes(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              label={
                <span css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }}>
                  {`${item.title} – ${item.quantity} × ${format.amount(item.singlePrice, order.currency)}`}
                  <ItemAvailability availability={availability.get(item.baseProductNo)} />
                </span>
              }
            />
            {item.quantity > 1 && selected.includes(item.id) && (
              <ReturnQuantity
                item={item}
                value={quantities[item.id] ?? item.quantity}
                onChange={(quantity) =>
                  setQuantities((current) => ({ ...current, [item.id]: quantity }))
                }
              />
            )}
          </div>
        ))}
      </Fieldset>
      <ReturnReason value={reason} onChange={setReason} />
      <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" busy={status === 'inProgress'}>
          {t('returns.submit')}
        </Button>
        <Link to={paths.orders.detail(order.number)}>{t('returns.backToOrder')}</Link>
      </div>
    </form>
  );
}

/** Today's stock of a returned product: sold out or only a few left means no exchange for it. */
function ItemAvailability({ availability }: { availability: Availability | undefined }) {
  const { t } = useTranslation(NS);
  if (!availability || availability === 'AVAILABLE') return null;
  return (
    <>
      <AvailabilityBadge availability={availability} />
      <span css={{ color: theme.color.muted, fontSize: theme.fontSize.sm }}>
        {t(availability === 'SOLD_OUT' ? 'returns.soldOutHint' : 'returns.fewLeftHint')}
      </span>
    </>
  );
}

/** orders/{id}/returns: choose the delivered items to send back (at least one). */
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
          <ReturnForm order={order} update={update} />
        </>
      )}
    </OrderScreen>
  );
}
