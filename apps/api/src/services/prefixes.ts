/**
 * Where each service of spec section 7 is mounted. Each has its own prefix so a client can point
 * every service at a different host; cookie paths are derived from these.
 */
export const API_PREFIX = '/api';

export const servicePrefixes = {
  customer: `${API_PREFIX}/cs`,
  orderHistory: `${API_PREFIX}/order-history`,
  orders: `${API_PREFIX}/orders`,
  products: `${API_PREFIX}/products`,
  socialLiveCommerce: `${API_PREFIX}/slc`,
  addressCheck: `${API_PREFIX}/address-check`,
  logging: `${API_PREFIX}/logging`,
  content: `${API_PREFIX}/content`,
  basket: `${API_PREFIX}/basket`,
  newsletter: `${API_PREFIX}/newsletter`,
  payment: `${API_PREFIX}/payment`,
  dev: `${API_PREFIX}/dev`,
  /** The local reCAPTCHA stand-in (RECAPTCHA_MODE=offline); not a service of the spec. */
  recaptchaOffline: `${API_PREFIX}/recaptcha-offline`,
} as const;
