import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Availability, Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { Checkbox } from '@account/ui/forms';
import { AvailabilityBadge } from '@account/ui/products';
import { NS } from '../../../i18n';
import { ProductImage } from '../../../components/ProductImage';
import { shopFormat } from '../../../components/format';
import type { ReturnForm } from './return-form';
import { ReturnQuantity } from './ReturnQuantity';
import { ReturnReason } from './ReturnReason';

/** The id of an item's reason select, which the error summary links to. */
export const reasonFieldId = (index: number) => `return-reason-${index}`;

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

/**
 * One delivered item of the form: its picture beside its title, and once chosen how many pieces
 * and why it goes back, with the reason's error inline.
 */
export function ReturnItem({
  order,
  item,
  index,
  availability,
  form,
}: {
  order: Order;
  item: Order['items'][number];
  index: number;
  availability: Availability | undefined;
  form: Pick<UseFormReturn<ReturnForm>, 'register' | 'control' | 'formState'>;
}) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const { register, control, formState } = form;
  const selected = useWatch({ control, name: `lines.${index}.selected` });
  const reasonError = formState.errors.lines?.[index]?.reason?.message;
  return (
    <div
      css={{
        borderTop: `1px solid ${theme.color.subtle}`,
        paddingTop: theme.space(1.5),
        marginBottom: theme.space(1.5),
      }}
    >
      <Checkbox
        {...register(`lines.${index}.selected`)}
        label={
          <span css={{ display: 'flex', gap: theme.space(1.5), alignItems: 'center' }}>
            {/* The title beside it names the item; the picture helps to recognise it. */}
            <ProductImage imagePath={item.imagePath} />
            <span css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(1), minWidth: 0 }}>
              {`${item.title} – ${item.quantity} × ${format.amount(item.singlePrice, order.currency)}`}
              <ItemAvailability availability={availability} />
            </span>
          </span>
        }
      />
      {selected && (
        <div css={{ marginLeft: theme.space(5) }}>
          {item.quantity > 1 && (
            <ReturnQuantity item={item} {...register(`lines.${index}.quantity`)} />
          )}
          <ReturnReason
            id={reasonFieldId(index)}
            title={item.title}
            error={reasonError && t(reasonError, { title: item.title })}
            {...register(`lines.${index}.reason`)}
          />
        </div>
      )}
    </div>
  );
}
