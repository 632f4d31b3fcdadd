import { productMediaUrl } from '@account/api-client/orders';
import { currentLocale, shopUrl } from '@account/config';
import { productDetailPath, type Product } from '@account/contracts';
import { formatAmount } from '@account/i18n';
import { ProductTile } from '@account/ui/products';
import type { ReactNode } from 'react';

/** A product of the products service as a tile: its default variant's price, a link to the shop. */
export function ShopProductTile({ product, note }: { product: Product; note?: ReactNode }) {
  const variant = product.variants.find((v) => v.isSelectedByDefault) ?? product.variants[0];
  const locale = currentLocale();
  const image = product.media[0];
  return (
    <ProductTile
      name={product.name.long}
      brand={product.brand.brandName}
      href={shopUrl(productDetailPath(product.baseProductNo))}
      imageUrl={image ? productMediaUrl(image.path) : ''}
      price={variant ? formatAmount(variant.price.value, variant.price.currency, locale) : ''}
      referencePrice={
        variant?.price.referenceValue != null
          ? formatAmount(variant.price.referenceValue, variant.price.currency, locale)
          : null
      }
      isDeal={product.salesdrivers.includes('DEAL')}
      note={note}
    />
  );
}
