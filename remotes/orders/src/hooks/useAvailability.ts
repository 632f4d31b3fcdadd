import { useEffect, useState } from 'react';
import { getProducts } from '@account/api-client/products';
import { productAvailability, type Availability } from '@account/contracts';

/** Today's stock by base product number, and whether the products service has answered yet. */
export interface ProductsAvailability {
  availability: ReadonlyMap<string, Availability>;
  /** False until the products service answered or failed. */
  settled: boolean;
}

/**
 * The products' availability today, by base product number (spec section 9's warning levels):
 * the returns page's exchange hints, and the order page's "ausverkauft", which also decides
 * where "Erneut kaufen" is offered. Only a hint: when the products service fails, the pages show
 * no warnings and everything works as before.
 */
export function useAvailability(baseProductNos: readonly string[]): ProductsAvailability {
  const [state, setState] = useState<ProductsAvailability>({
    availability: new Map(),
    settled: false,
  });
  const key = [...new Set(baseProductNos)].join(',');
  useEffect(() => {
    let current = true;
    const ids = key.split(',').filter(Boolean);
    getProducts(ids, ids.length).then(
      ({ products }) => {
        if (current)
          setState({
            availability: new Map(
              products.map((p) => [p.baseProductNo, productAvailability(p.variants)]),
            ),
            settled: true,
          });
      },
      () => {
        if (current) setState({ availability: new Map(), settled: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
