import { addresses } from '@account/contracts';
import type { UpsellUnsubscribeQuery } from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/** GET user/market-research-consent/confirm (spec section 7); 400 means already confirmed. */
export async function confirmMarketResearchConsent(token: string): Promise<void> {
  await call(addresses.customer.confirmMarketResearchConsent, {
    query: { 'market-research-doi-token': token },
  });
}

/**
 * POST user/unsubscribe/upsell with the spec's customer_id and email plus the mail's
 * `signature` (an addition, docs/decisions/README.md).
 */
export async function unsubscribeFromUpsell(
  input: CamelCased<UpsellUnsubscribeQuery>,
): Promise<void> {
  await call(addresses.customer.unsubscribeUpsell, { query: input });
}

/** The shop asks the logged-in customer for market-research consent: the confirm mail goes out. */
export async function requestMarketResearchConsent(): Promise<void> {
  await call(addresses.customer.requestMarketResearchConsent);
}

/** The shop sends the logged-in customer an upsell mail (with its unsubscribe link). */
export async function sendUpsellMail(): Promise<void> {
  await call(addresses.customer.requestUpsellMail);
}
