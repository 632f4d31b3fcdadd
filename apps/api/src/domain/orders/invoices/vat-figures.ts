/** An item as billed: prices include VAT (consumer shop), amounts in cents. */
export interface BilledItem {
  sku: string;
  title: string;
  quantity: number;
  singlePriceCents: number;
  /** Basis points: 1900 = 19 %. */
  vatRate: number;
}

export interface InvoiceLine extends BilledItem {
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/** What one VAT rate adds up to, shipping share included. */
export interface RateTotal {
  vatRate: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface VatFigures {
  lines: InvoiceLine[];
  shipping: { grossCents: number; netCents: number; vatCents: number; vatRates: number[] };
  rates: RateTotal[];
  totalGrossCents: number;
  totalNetCents: number;
  totalVatCents: number;
}

/** The VAT contained in a gross amount, rounded to the cent. */
export const vatIn = (grossCents: number, vatRate: number): number =>
  Math.round((grossCents * vatRate) / (10_000 + vatRate));

const split = (grossCents: number, vatRate: number) => {
  const vatCents = vatIn(grossCents, vatRate);
  return { grossCents, netCents: grossCents - vatCents, vatCents };
};

/**
 * Shipping follows the goods it ships: with items at several rates its cost is split in
 * proportion to their gross amounts (whole cents, the remainder to the highest rate), as German,
 * Austrian and Swiss tax practice allows for ancillary costs.
 */
function shippingShares(byRate: Map<number, number>, shippingCents: number): Map<number, number> {
  const itemsTotal = [...byRate.values()].reduce((sum, gross) => sum + gross, 0);
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const shares = new Map<number, number>();
  if (itemsTotal === 0 || rates.length === 0) return shares;
  for (const rate of rates)
    shares.set(rate, Math.floor((shippingCents * (byRate.get(rate) ?? 0)) / itemsTotal));
  const allocated = [...shares.values()].reduce((sum, share) => sum + share, 0);
  const highest = rates[0] as number;
  shares.set(highest, (shares.get(highest) ?? 0) + shippingCents - allocated);
  return shares;
}

/**
 * The figures an invoice must show: each item with net amount, rate and VAT, and per rate the
 * net amount and the VAT. The totals per rate are taken from the gross sum of that rate, so a
 * rate's VAT is rounded once, not once per line.
 */
export function vatFigures(items: BilledItem[], shippingCents: number): VatFigures {
  const lines = items.map((item) => ({
    ...item,
    ...split(item.singlePriceCents * item.quantity, item.vatRate),
  }));
  const itemsByRate = new Map<number, number>();
  for (const line of lines)
    itemsByRate.set(line.vatRate, (itemsByRate.get(line.vatRate) ?? 0) + line.grossCents);
  const shares = shippingShares(itemsByRate, shippingCents);
  const rates = [...itemsByRate.keys()]
    .sort((a, b) => b - a)
    .map((vatRate) => ({
      vatRate,
      ...split((itemsByRate.get(vatRate) ?? 0) + (shares.get(vatRate) ?? 0), vatRate),
    }));
  const shippingVat = [...shares].reduce((sum, [rate, share]) => sum + vatIn(share, rate), 0);
  const sum = (pick: (rate: RateTotal) => number) => rates.reduce((s, r) => s + pick(r), 0);
  return {
    lines,
    shipping: {
      grossCents: shippingCents,
      netCents: shippingCents - shippingVat,
      vatCents: shippingVat,
      vatRates: [...shares.keys()].filter((rate) => (shares.get(rate) ?? 0) > 0),
    },
    rates,
    totalGrossCents: sum((r) => r.grossCents),
    totalNetCents: sum((r) => r.netCents),
    totalVatCents: sum((r) => r.vatCents),
  };
}
