import { z } from 'zod';

/** A referral reward: an amount in the currency of the customer's shop. */
export const Reward = z.object({ amount: z.number(), currency: z.enum(['EUR', 'CHF']) });

/**
 * GET user/referral: the customer's own referral code (created on first request, unique, kept),
 * the personal link, and the rewards of the customer's country.
 */
export const ReferralProgram = z.object({
  code: z.string(),
  link: z.string(),
  /** What the customer gets for each first order placed through the link. */
  referrerReward: Reward,
  /** What the referred friend gets on their first order. */
  friendReward: Reward,
});
export type ReferralProgram = z.infer<typeof ReferralProgram>;
