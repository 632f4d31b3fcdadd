import { productMediaUrl } from '@account/api-client/orders';
import { theme } from '@account/ui';

/** Decorative: the item's title always stands beside it. */
export function ProductImage({ imagePath, size = 64 }: { imagePath: string; size?: number }) {
  return (
    <img
      src={productMediaUrl(imagePath)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      css={{ display: 'block', flexShrink: 0, border: `1px solid ${theme.color.subtle}` }}
    />
  );
}
