// Side effect: failed API calls are reported to the logging service from the moment this loads.
import './failed-calls';
export { trackingConsent, recordTrackingDecision } from './consent';
export {
  reportError,
  reportWarning,
  flushPendingReports,
  logLevelOf,
  errorCategory,
} from './reporter';
export { setTrackedCustomer, type TrackableCustomer } from './user';
export {
  trackPageView,
  trackLogout,
  trackCreateAccountFailed,
  trackWishlistDelete,
  trackAddToBasketFailed,
  trackProductView,
  type ProductToTrack,
} from './events';
