import { z } from 'zod';

/**
 * Which consent tool the shop runs, named in runtime configuration (spec section 9: tracking
 * consent comes from the consent tool's personalisation setting). `storage`: the tool stores its
 * decision in localStorage under `key` as `{"personalisation": true|false}`; `none`: no tool, so
 * no consent. Without a stored decision the answer is "no".
 */
export const ConsentSettings = z.discriminatedUnion('adapter', [
  z.object({ adapter: z.literal('storage'), key: z.string().min(1) }),
  z.object({ adapter: z.literal('none') }),
]);
export type ConsentSettings = z.infer<typeof ConsentSettings>;

export type TrackingConsent = 'yes' | 'no';
