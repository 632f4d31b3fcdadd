// The shared core of the api-client: the state every call goes through (configuration, session
// refresh and expiry, reCAPTCHA) and the means to call an endpoint. Module Federation shares it
// as a singleton, so the page has one of each. The calls themselves live in one entry point per
// area (`@account/api-client/orders` …): they hold no state, are not shared, and each bundle
// keeps the calls it makes instead of the whole client (a shared module is never tree-shaken).
// An area's files reach the core only through this entry, never by a relative path, or a bundle
// would get a second, unconfigured copy of it
// (packages/federation-build/build/shared-entry-points.test.ts).
import './session-refresh';

export { configureApi, isApiConfigured, apiConfig, type ApiConfig } from './config';
export { ApiError, type ErrorReason } from './errors';
export { stepUpFailureOf } from './step-up';
export {
  request,
  requestFile,
  onSessionExpired,
  onCallFailed,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
} from './request';
export { call, callFile, type CallInput, type CallFileInput } from './call';
export { toSnakeCase, type CamelCased } from './case';
export { recaptchaToken, type RecaptchaAction } from './recaptcha';
