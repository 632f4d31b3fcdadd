import { customerEndpoints } from './customer';
import {
  addressCheckEndpoints,
  basketEndpoints,
  contentEndpoints,
  devEndpoints,
  healthEndpoints,
  loggingEndpoints,
  newsletterEndpoints,
  orderHistoryEndpoints,
  ordersEndpoints,
  paymentEndpoints,
  productsEndpoints,
  recaptchaOfflineEndpoints,
  socialLiveCommerceEndpoints,
} from './services';

/** Every endpoint's address by service: what a client needs to call it (zod-free, see endpoint.ts). */
export const endpoints = {
  health: healthEndpoints,
  customer: customerEndpoints,
  orderHistory: orderHistoryEndpoints,
  orders: ordersEndpoints,
  products: productsEndpoints,
  socialLiveCommerce: socialLiveCommerceEndpoints,
  addressCheck: addressCheckEndpoints,
  logging: loggingEndpoints,
  content: contentEndpoints,
  basket: basketEndpoints,
  newsletter: newsletterEndpoints,
  payment: paymentEndpoints,
  dev: devEndpoints,
  recaptchaOffline: recaptchaOfflineEndpoints,
} as const;
