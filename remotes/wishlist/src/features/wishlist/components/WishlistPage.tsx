import { useState } from 'react';
import { isFlagOn, shopUrl } from '@account/config';
import { paths, type WishlistItem } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  AsyncContent,
  buttonStyle,
  ConfirmationOutlet,
  EmptyState,
  Notice,
  SectionHeader,
  Skeleton,
  theme,
  useConfirmation,
} from '@account/ui';
import {
  trackAddToBasketFailed,
  trackWishlistDelete,
  type ProductToTrack,
} from '@account/tracking';
import { NS } from '../../../i18n';
import { useWishlist } from '../hooks/useWishlist';
import { useStockReminders } from '../hooks/useStockReminders';
import { WishlistItemCard } from './WishlistItemCard';

/** The item as tracking names it: product, variant and the variant's longest delivery time. */
const trackedProduct = (item: WishlistItem): ProductToTrack => ({
  baseProductNo: item.baseProductNo,
  sku: item.variant.sku,
  ...(item.variant.deliveryTime ? { deliveryDays: item.variant.deliveryTime.maxDays } : {}),
});

/**
 * wishlist: the customer's remembered items with add to basket and remove (spec sections 3 and
 * 4). When an item leaves, the page confirms it and focus moves to the confirmation, so keyboard
 * users are not dropped to the page start.
 */
export function WishlistPage() {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const { state, reload, statuses, moveToBasket, remove } = useWishlist({
    onLeft: (item: WishlistItem, reason) => {
      trackWishlistDelete(trackedProduct(item), reason);
      void confirm(t(reason === 'deleted' ? 'item.removed' : 'item.moved', { name: item.name }));
    },
    onAddFailed: (item, error) => trackAddToBasketFailed(trackedProduct(item), error),
    onDeleteFailed: (item) => setRemoveFailed(item.name),
  });
  const reminders = useStockReminders();
  const removable = isFlagOn('deleteWishlistProduct');
  return (
    <>
      <SectionHeader title={t('page.title')} back={{ to: paths.home(), label: t('page.back') }} />
      <ConfirmationOutlet />
      <AsyncContent
        state={state}
        errorMessage={t('page.error')}
        onRetry={reload}
        skeleton={<Skeleton variant="cards" lines={3} />}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              title={t('page.empty.title')}
              body={t('page.empty.body')}
              action={
                <a href={shopUrl('/')} css={buttonStyle('primary')}>
                  {t('page.empty.action')}
                </a>
              }
            />
          ) : (
            <>
              <p css={{ margin: `0 0 ${theme.space(2)}` }}>
                {t('page.count', { count: items.length })}
              </p>
              {removeFailed && (
                <Notice tone="error">{t('item.removeFailed', { name: removeFailed })}</Notice>
              )}
              <ul
                aria-label={t('page.listLabel')}
                css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}
              >
                {items.map((item) => (
                  <WishlistItemCard
                    key={item.variant.sku}
                    item={item}
                    status={statuses[item.variant.sku]}
                    onAddToBasket={(added) => void moveToBasket(added)}
                    reminder={reminders.statusOf(item)}
                    onRequestReminder={reminders.request}
                    onCancelReminder={reminders.cancel}
                    onRemove={
                      removable
                        ? (removed) => {
                            setRemoveFailed(null);
                            void remove(removed);
                          }
                        : undefined
                    }
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
