export { configureApi, isApiConfigured, type ApiConfig } from './config';
export { ApiError, type ErrorReason } from './errors';
export { stepUpFailureOf, type StepUpFailure } from './step-up';
export {
  request,
  requestFile,
  onSessionExpired,
  onCallFailed,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
} from './request';
export * from './customer/auth';
export * from './customer/personal-details';
export * from './customer/account';
export * from './customer/password';
export * from './customer/magic-link';
export * from './customer/social-login';
export * from './customer/stay-logged-in';
export * from './profile/index';
export * from './orders/order-history';
export * from './orders/change-order';
export * from './orders/open-invoices';
export * from './orders/invoice-pdf';
export * from './orders/product-media';
export * from './logging/logging';
export * from './content/content';
export * from './service/service';
export * from './products/products';
export * from './products/wishlist';
export * from './products/buy-again';
export { shopSessionId } from './products/shop-session';
export * from './doi/newsletter';
export * from './doi/marketing-consents';
export { recaptchaToken, type RecaptchaAction } from './recaptcha';
export * from './creators/streamers';
export * from './payments/payments';
export * from './addresses/addresses';
