import { useEffect, useState } from 'react';
import { getProducts } from '@account/api-client/products';
import { productAvailability, type Availability } from '@account/contracts';

/**
 * The products' availability today, by base product number (spec section 9's warning levels):
 * the returns page's exchange hints, and the order page's "ausverkauft", which also decides
 * where "Erneut kaufen" is offered. Only a hint: while it loads or when the products service
 * fails, the pages show no warnings and everything works as before.
 */
export function useAvailability(
  baseProductNos: readonly string[],
): ReadonlyMap<string, Availability> {
  const [availability, setAvailability] = useState<ReadonlyMap<string, Availability>>(new Map());
  const key = [...new Set(baseProductNos)].join(',');
  useEffect(() => {
    let current = true;
    const ids = key.split(',').filter(Boolean);
    getProducts(ids, ids.length).then(
      ({ products }) => {
        if (current)
          setAvailability(
            new Map(products.map((p) => [p.baseProductNo, productAvailability(p.variants)])),
          );
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
  return availability;
}
