// Side effect: the API client reports a session that ended mid-visit to this store.
import './expiry';
// Side effect: tracking learns who is logged in (hash only) from this store.
import './tracked-customer';
export { sessionStore, setLoggedIn, setLoggedOut, useSession, type SessionState } from './store';
export { checkLoginState, endSession } from './check';
export { connectOtherTabs, SESSION_CHANNEL } from './other-tabs';
export { useDraft, useFormDraft, type DraftableForm } from './use-draft';
export {
  rememberLogin,
  storedLoginMethod,
  forgetCustomerData,
  CUSTOMER_TYPE_KEY,
  LOGIN_METHOD_KEY,
  type LoginMethod,
} from './stored-customer-data';
export {
  rememberVerificationGrant,
  verificationGrant,
  forgetVerificationGrant,
} from './verification-grant';
