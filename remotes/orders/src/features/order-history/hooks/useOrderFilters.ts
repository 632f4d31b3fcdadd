import { useSearchParams } from '@account/router';
import {
  orderPeriods,
  orderStateFilters,
  type OrderSort,
  type OrderStateFilter,
} from '@account/contracts';
import type { OrderHistoryFilters } from '@account/api-client/orders';

const isState = (value: string | null): value is OrderStateFilter =>
  (orderStateFilters as readonly (string | null)[]).includes(value);

const isPeriod = (value: string | null): value is string =>
  value !== null && ((orderPeriods as readonly string[]).includes(value) || /^\d{4}$/.test(value));

/** The parameters of the address the history's filters are kept in. */
export type FilterParams = Partial<Record<'period' | 'state' | 'q' | 'sort', string>>;

/**
 * The history's filters live in the address (?period=2024&state=returned&q=…&sort=oldest), so a
 * filtered list can be shared and reloaded, and the back button returns to the previous filters:
 * every change is a new history entry. Values the address cannot mean are ignored.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim();
  const period = params.get('period');
  const state = params.get('state');
  const sort: OrderSort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const filters: OrderHistoryFilters = {
    ...(isPeriod(period) ? { period } : {}),
    ...(isState(state) ? { state } : {}),
    ...(q ? { q: q.slice(0, 100) } : {}),
    ...(sort === 'oldest' ? { sort } : {}),
  };
  const filtered = Boolean(filters.period ?? filters.state ?? filters.q);
  /** Replaces the filters with these; empty values leave a parameter out. */
  const apply = (next: FilterParams) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]),
      ),
    );
  return { filters, filtered, sort, key: JSON.stringify(filters), apply };
}
