import { z } from 'zod';
import { ErrorCategory } from './logging';

/** Spec section 9: tracking page types (welcome, home, account, login and others). */
export const PageType = z.enum([
  'welcome',
  'home',
  'account',
  'login',
  'orders',
  'wishlist',
  'service',
  'content',
  'other',
]);
export type PageType = z.infer<typeof PageType>;

export const TrackedProduct = z.strictObject({
  base_product_no: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
  sku: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,32}$/)
    .optional(),
  shipping_type: z.enum(['standard', 'express']),
  delivery_days: z.number().int().min(0).max(365),
});

/**
 * The logged-in customer as tracking may see them (spec section 3): never the e-mail itself,
 * only its hash and the encrypted form, and only when the customer allows cross-device tracking.
 */
export const TrackedUser = z.strictObject({
  email_hash: z.string().regex(/^[0-9a-f]{64}$/),
  encrypted_email: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,512}$/)
    .optional(),
  cross_device_tracking: z.literal(true),
});

const status = z.number().int().min(100).max(599);
const page = z.string().regex(/^\/[^?#]{0,199}$/);

/** POST events, snake_case on the wire. Sent only when the customer consented (`consent: "yes"`). */
export const TrackingEventRequest = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('pageView'), page_type: PageType, page }),
  z.strictObject({ event: z.literal('logout') }),
  z.strictObject({
    event: z.literal('createAccountFailed'),
    status: status.optional(),
    category: ErrorCategory,
  }),
  z.strictObject({
    event: z.literal('wishlistDelete'),
    product: TrackedProduct,
    reason: z.enum(['deleted', 'movedToBasket']),
  }),
  z.strictObject({
    event: z.literal('addToBasketFailed'),
    product: TrackedProduct,
    status: status.optional(),
    category: ErrorCategory,
  }),
  z.strictObject({ event: z.literal('productView'), product: TrackedProduct }),
]);
export type TrackingEventRequest = z.input<typeof TrackingEventRequest>;
export type TrackingEventName = TrackingEventRequest['event'];

export const TrackingEnvelope = z.strictObject({
  consent: z.literal('yes'),
  user: TrackedUser.optional(),
  data: TrackingEventRequest,
});
export type TrackingEnvelope = z.input<typeof TrackingEnvelope>;
