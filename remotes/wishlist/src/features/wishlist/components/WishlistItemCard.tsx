import { productMediaUrl } from '@account/api-client/orders';
import { shopUrl } from '@account/config';
import { canAddToBasket, productDetailPath, type WishlistItem } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, Notice, Tag, cardSurface, theme } from '@account/ui';
import { AvailabilityBadge, ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';
import { formatPrice } from '../../../components/format';
import type { AddToBasketStatus } from '../hooks/useWishlist';
import type { ReminderStatus } from '../hooks/useStockReminders';
import { StockReminder } from './StockReminder';

interface WishlistItemCardProps {
  item: WishlistItem;
  status: AddToBasketStatus | undefined;
  /** Absent while the flag deleteWishlistProduct is off. */
  onRemove?: (item: WishlistItem) => void;
  onAddToBasket: (item: WishlistItem) => void;
  /** Null while the service sends no reminder state: then none is offered. */
  reminder: ReminderStatus | null;
  onRequestReminder: (item: WishlistItem) => Promise<boolean>;
  onCancelReminder: (item: WishlistItem) => Promise<boolean>;
}

/** One item: image, brand, name (to the product page), variant, price, availability, delivery, actions. */
export function WishlistItemCard({
  item,
  status,
  onRemove,
  onAddToBasket,
  reminder,
  onRequestReminder,
  onCancelReminder,
}: WishlistItemCardProps) {
  const { t } = useTranslation(NS);
  const { variant } = item;
  const warning = variant.status;
  return (
    <li
      css={{
        ...cardSurface,
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: '96px 1fr',
        gap: theme.space(2),
        [theme.media.phone]: { gridTemplateColumns: '72px 1fr' },
      }}
    >
      {/* Decorative: the name beside it says what it shows. */}
      <img
        src={productMediaUrl(item.imagePath)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        css={{ width: '100%', height: 'auto', border: `1px solid ${theme.color.subtle}` }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(0.75), minWidth: 0 }}>
        <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
          {item.brand}
        </p>
        <h2 css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          <a
            href={shopUrl(productDetailPath(item.baseProductNo))}
            css={{ color: theme.color.text }}
          >
            <ProductName name={item.name} />
          </a>
        </h2>
        {variant.dimensions.length > 0 && (
          <p css={{ margin: 0 }}>
            {variant.dimensions
              .map((dimension) => `${t(`item.dimension.${dimension.type}`)}: ${dimension.value}`)
              .join(' · ')}
          </p>
        )}
        <p
          css={{
            margin: 0,
            display: 'flex',
            gap: theme.space(1),
            flexWrap: 'wrap',
            alignItems: 'baseline',
          }}
        >
          <strong css={{ fontSize: theme.fontSize.lg }}>{formatPrice(variant.price)}</strong>
          {variant.price.referenceValue !== null && (
            <span css={{ color: theme.color.muted }}>
              {t('item.referencePrice', {
                price: formatPrice({
                  value: variant.price.referenceValue,
                  currency: variant.price.currency,
                }),
              })}
            </span>
          )}
        </p>
        <div css={{ display: 'flex', gap: theme.space(1), flexWrap: 'wrap', alignItems: 'center' }}>
          {/* The stock said once: how many are left where that is known, else the warning level. */}
          {warning === 'ALMOST_SOLD_OUT' && item.stockLevel > 0 ? (
            <Tag tone="warning">{t('item.fewLeft', { count: item.stockLevel })}</Tag>
          ) : (
            <AvailabilityBadge availability={warning} />
          )}
          {variant.deliveryTime && (
            <span css={{ color: theme.color.muted }}>
              {t('item.deliveryTime', variant.deliveryTime)}
            </span>
          )}
        </div>
        {!canAddToBasket(warning) && reminder && (
          <StockReminder
            name={item.name}
            status={reminder}
            onRequest={() => onRequestReminder(item)}
            onCancel={() => onCancelReminder(item)}
          />
        )}
        {status === 'error' && <Notice tone="error">{t('item.addFailed')}</Notice>}
        {status === 'success' && (
          <ConfirmationNotice>{t('item.added', { name: item.name })}</ConfirmationNotice>
        )}
        <div
          css={{
            display: 'flex',
            gap: theme.space(2),
            flexWrap: 'wrap',
            alignItems: 'center',
            marginTop: theme.space(1),
          }}
        >
          {canAddToBasket(warning) && status !== 'success' && (
            <Button
              busy={status === 'loading'}
              aria-label={t('item.addToBasketLabel', { name: item.name })}
              onClick={() => onAddToBasket(item)}
            >
              {status === 'loading' ? t('item.adding') : t('item.addToBasket')}
            </Button>
          )}
          {onRemove && status !== 'success' && (
            <Button
              variant="tertiary"
              aria-label={t('item.removeLabel', { name: item.name })}
              onClick={() => onRemove(item)}
            >
              {t('item.remove')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
