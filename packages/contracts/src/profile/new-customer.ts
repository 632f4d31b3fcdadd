/** Spec sections 4 and 9: a customer is new without an order within the past two years. */
export const NEW_CUSTOMER_WITHOUT_ORDER_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;

/** `latestOrderPlacedAt`: epoch milliseconds of the latest order, null without any. */
export function isNewCustomerAt(latestOrderPlacedAt: number | null, now: number): boolean {
  return latestOrderPlacedAt === null || now - latestOrderPlacedAt > NEW_CUSTOMER_WITHOUT_ORDER_MS;
}
