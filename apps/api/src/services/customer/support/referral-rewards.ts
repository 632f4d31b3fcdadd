import type { CountryCode } from '@account/contracts';

/**
 * What a referral earns, per country (spec: rewards from configuration, EUR or CHF). The friend's
 * reward is the welcome voucher of the shop (product decisions: 10 € / 10 CHF).
 */
export const referralRewards: Record<
  CountryCode,
  { referrer: number; friend: number; currency: 'EUR' | 'CHF' }
> = {
  DE: { referrer: 15, friend: 10, currency: 'EUR' },
  AT: { referrer: 15, friend: 10, currency: 'EUR' },
  CH: { referrer: 15, friend: 10, currency: 'CHF' },
};
