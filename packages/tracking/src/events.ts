import { ApiError } from '@account/api-client';
import { postTrackingEvent } from '@account/api-client/logging';
import {
  PRODUCT_TRACKING_DEFAULTS,
  type PageType,
  type TrackingEnvelope,
} from '@account/contracts';
import { trackingConsent } from './consent';
import { currentPage } from './page';
import { createRateLimit } from './rate-limit';
import { errorCategory } from './reporter';
import { trackedUser } from './user';

const allow = createRateLimit(60);

function send(data: TrackingEnvelope['data']): void {
  // Spec section 9: tracking only with the consent tool's personalisation consent.
  if (trackingConsent() !== 'yes' || !allow()) return;
  const user = trackedUser();
  postTrackingEvent({ consent: 'yes', ...(user ? { user } : {}), data }).catch(() => undefined);
}

/** A product as tracking sees it; shipping type and delivery days default as spec section 9 says. */
export interface ProductToTrack {
  baseProductNo: string;
  sku?: string | undefined;
  shippingType?: 'standard' | 'express';
  deliveryDays?: number;
}

function trackedProduct(product: ProductToTrack) {
  return {
    base_product_no: product.baseProductNo,
    ...(product.sku ? { sku: product.sku } : {}),
    shipping_type: product.shippingType ?? PRODUCT_TRACKING_DEFAULTS.shippingType,
    delivery_days: product.deliveryDays ?? PRODUCT_TRACKING_DEFAULTS.deliveryDays,
  };
}

function failure(error: unknown) {
  const status = error instanceof ApiError ? error.status : null;
  return { ...(status !== null ? { status } : {}), category: errorCategory(status) };
}

export function trackPageView(pageType: PageType): void {
  const page = currentPage();
  if (page) send({ event: 'pageView', page_type: pageType, page });
}

export function trackLogout(): void {
  send({ event: 'logout' });
}

/** Spec section 8: a failed account creation is tracked with status and server/client category. */
export function trackCreateAccountFailed(error: unknown): void {
  send({ event: 'createAccountFailed', ...failure(error) });
}

export function trackWishlistDelete(
  product: ProductToTrack,
  reason: 'deleted' | 'movedToBasket',
): void {
  send({ event: 'wishlistDelete', product: trackedProduct(product), reason });
}

export function trackAddToBasketFailed(product: ProductToTrack, error: unknown): void {
  send({ event: 'addToBasketFailed', product: trackedProduct(product), ...failure(error) });
}

export function trackProductView(product: ProductToTrack): void {
  send({ event: 'productView', product: trackedProduct(product) });
}
