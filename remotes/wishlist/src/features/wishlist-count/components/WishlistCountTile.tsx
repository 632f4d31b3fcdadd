import { getWishlist } from '@account/api-client/wishlist';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tile } from '@account/ui';
import { NS } from '../../../i18n';

/** The account home's wishlist tile: how many items are remembered, and how many sold out. */
export function WishlistCountTile() {
  const { t } = useTranslation(NS);
  return (
    <Tile
      title={t('tile.title')}
      to={paths.wishlist.start()}
      load={getWishlist}
      loadKey="wishlist-count"
      errorMessage={t('tile.error')}
    >
      {({ items }) => {
        if (items.length === 0) return <p css={{ margin: 0 }}>{t('tile.empty')}</p>;
        const soldOut = items.filter((item) => item.variant.status === 'SOLD_OUT').length;
        return (
          <p css={{ margin: 0 }}>
            {t('tile.count', { count: items.length })}
            {soldOut > 0 && <>, {t('tile.soldOut', { count: soldOut })}</>}
          </p>
        );
      }}
    </Tile>
  );
}
